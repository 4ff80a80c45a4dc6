/** The contract as an OpenAPI 3.1 document, generated from these schemas by the server. */
export const OPENAPI_PATH = '/api/openapi.json';
