import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError } from './error-catalogue';

const err = (status: number, over: Partial<ConstructorParameters<typeof ApiError>[2]> = {}, url = '/api/documents/search') =>
  new ApiError(status, over.reply?.message ?? 'x', { url, method: 'GET', ...over });
const reply = (status: number, message: string, more: object = {}) => ({ status, title: 't', message, ...more });
const keys = (o: ReturnType<typeof describeError>) => (o.kind === 'notify' ? o.lines.map((l) => l.key) : o.kind);

describe('000 §8.1 an explicit error message in the action wins', () => {
  it('wins over any status', () => {
    expect(keys(describeError(err(0), 'session.switchFailed'))).toEqual(['session.switchFailed']);
    expect(keys(describeError(err(404), 'custom'))).toEqual(['custom']);
  });
});

describe('000 §8.2 status 0 shows Server not reachable', () => {
  it('maps a request with no answer', () => expect(keys(describeError(err(0)))).toEqual(['errors.serverNotReachable']));
  it('a timed-out request is not reachable either', () =>
    expect(keys(describeError(err(0, { timedOut: true })))).toEqual(['errors.serverNotReachable']));
});

describe('000 §8.3 status 400: app-error header, else field errors, else message with params', () => {
  it('uses the app-error header with the entity name', () => {
    const o = describeError(
      err(400, { appError: 'error.validation', appParams: 'group', reply: reply(400, 'error.validation') }),
    );
    expect(o).toEqual({ kind: 'notify', lines: [{ key: 'errors.validation', params: { entityName: 'group' } }] });
  });
  it('shows one Error-on-field line per field, Min/Max/DecimalMin/DecimalMax as Size', () => {
    const fieldErrors = ['Min', 'Max', 'DecimalMin', 'DecimalMax', 'NotNull'].map((m, i) => ({
      objectName: 'group',
      field: `f${i}`,
      message: m,
    }));
    const o = describeError(err(400, { reply: reply(400, 'error.validation', { fieldErrors }) }));
    expect(o.kind).toBe('notify');
    if (o.kind !== 'notify') return;
    expect(o.lines.map((l) => l.key)).toEqual(Array(5).fill('errors.fieldError'));
    expect(o.lines.map((l) => l.params?.kind)).toEqual(['Size', 'Size', 'Size', 'Size', 'NotNull']);
    expect(o.lines[0].params?.fieldName).toBe('f0');
  });
  it('falls back to the message with its params', () => {
    expect(describeError(err(400, { reply: reply(400, 'error.nameTaken', { params: 'group' }) }))).toEqual({
      kind: 'notify',
      lines: [{ key: 'errors.nameTaken', params: { params: 'group' } }],
    });
  });
});

describe('000 §8.4 status 404 shows Not found', () => {
  it('ignores the server message', () =>
    expect(keys(describeError(err(404, { reply: reply(404, 'whatever') })))).toEqual(['errors.notFound']));
});

describe('000 §8.5 other statuses show the server message, except on the tracked-documents path', () => {
  it('shows the server message', () =>
    expect(keys(describeError(err(500, { reply: reply(500, 'An unexpected error has occurred.') })))).toEqual([
      'An unexpected error has occurred.',
    ]));
  it('says nothing for the tracked-documents path', () =>
    expect(describeError(err(503, { reply: reply(503, 'down') }, '/api/tracked-documents/current-user'))).toEqual({
      kind: 'silent',
    }));
  it('shows the tracker-unavailable notice for that reply text', () =>
    expect(keys(describeError(err(503, { text: 'Tracker Service Unavailable' })))).toEqual(['errors.trackerUnavailable']));
  it('triggers the callback for a 500 with account id not exist', () =>
    expect(describeError(err(500, { reply: reply(500, 'm', { detail: 'account id not exist' }) }))).toEqual({
      kind: 'accountIdNotExist',
    }));
});

describe('000 §8.6 a 401 on account calls is ignored, cancelled requests are not shown, else message or Unknown error', () => {
  it('ignores a 401 on api/account', () =>
    expect(describeError(err(401, { reply: reply(401, 'error.unauthorized') }, '/api/account'))).toEqual({ kind: 'silent' }));
  it('but shows a 401 elsewhere', () =>
    expect(keys(describeError(err(401, { reply: reply(401, 'error.unauthorized') })))).toEqual(['errors.unauthorized']));
  it('does not show a cancelled request', () => expect(describeError(err(0, { cancelled: true }))).toEqual({ kind: 'silent' }));
  it('shows a plain error message', () => expect(keys(describeError(new Error('boom')))).toEqual(['boom']));
  it('says Unknown error otherwise', () => {
    expect(keys(describeError('??'))).toEqual(['errors.unknown']);
    expect(keys(describeError(err(502, { text: '' })))).toEqual(['errors.unknown']);
  });
});

describe("the content policy's refusals show their catalogue messages, each one present in English", async () => {
  const en = (await import('../../../public/i18n/en.json')).default as { errors: Record<string, string> };
  it.each(['error.licenceNotAccepted', 'error.notEntitled', 'error.notDownloadable'])('403 %s', (message) => {
    const k = keys(
      describeError(err(403, { reply: reply(403, message, { detail: message }) }, '/api/documents/pdf/contentCode')),
    );
    expect(k).toEqual([`errors.${message.slice('error.'.length)}`]);
    expect(en.errors[message.slice('error.'.length)]).toBeTruthy();
  });
});

describe('the share-mail limit (429) says so in words, in every language', async () => {
  const en = (await import('../../../public/i18n/en.json')).default as { errors: Record<string, string> };
  it("maps the server's 429 to its message", () => {
    const k = keys(describeError(err(429, { reply: reply(429, 'error.shareMailLimit') }, '/api/contentShare/withUser')));
    expect(k).toEqual(['errors.shareMailLimit']);
    expect(en.errors.shareMailLimit).toMatch(/try again later/);
  });
});
