// The house's formatting, checked by `npm run lint` (and so by `npm test`): one width for code
// and tests, wide enough for the spec's long names without wrapping every call.
export default { printWidth: 130, singleQuote: true, trailingComma: 'all' };
