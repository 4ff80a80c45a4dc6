import { describe, expect, it } from 'vitest';
import { AUTH_MODE_HEADER, ORIGINATED_IP_HEADER, REQUEST_ID_HEADER } from '../../api/http-headers';
import { sessionHeaders } from './session-headers';

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
