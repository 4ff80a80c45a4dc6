import { describe, expect, it } from 'vitest';
import { AUTH_MODE_HEADER, ORIGINATED_IP_HEADER, REQUEST_ID_HEADER } from '../../api/http-headers';
import { authorizedHeaders, sessionHeaders } from './session-headers';

describe('000 §7: every request carries AuthMode, RequestId and originatedIpAddress', () => {
  it("the RequestId is the authentication data's requestId once known", () => {
    const h = sessionHeaders({ authMode: 'PWD', requestId: 'req-42', originatedIpAddress: '198.51.100.7' }, () => 'fresh');
    expect(h).toEqual({ [REQUEST_ID_HEADER]: 'req-42', [AUTH_MODE_HEADER]: 'PWD', [ORIGINATED_IP_HEADER]: '198.51.100.7' });
  });
  it('before the authentication data, a fresh RequestId and no empty headers', () => {
    expect(sessionHeaders({ authMode: null, requestId: null, originatedIpAddress: null }, () => 'fresh')).toEqual({
      [REQUEST_ID_HEADER]: 'fresh',
    });
  });
});

describe('PDF range requests carry the bearer token and the AuthMode, RequestId and originatedIpAddress headers (001 §7)', () => {
  it("sends the session's AuthMode and RequestId with the token", () => {
    expect(
      authorizedHeaders({ authMode: 'SSO', requestId: 'req-7', originatedIpAddress: '203.0.113.9' }, 'tok', () => 'fresh'),
    ).toEqual({
      Authorization: 'Bearer tok',
      [AUTH_MODE_HEADER]: 'SSO',
      [REQUEST_ID_HEADER]: 'req-7',
      [ORIGINATED_IP_HEADER]: '203.0.113.9',
    });
  });
  it('without a token it still names the request, and sends no empty Authorization', () => {
    expect(authorizedHeaders({ authMode: null, requestId: null, originatedIpAddress: null }, null, () => 'fresh')).toEqual({
      [REQUEST_ID_HEADER]: 'fresh',
    });
  });
});
