import type { MetaDataType } from '../../../../api/user-account';

/** Query keys of the account feature. The session's account query is invalidated by its key after a save. */
export const accountKeys = {
  all: ['account'] as const,
  metaData: (type: MetaDataType) => ['account', 'meta-data', type] as const,
  /** The session feature's GET api/account key (000 §7), refreshed after a save. */
  sessionAccount: ['session', 'account'] as const,
};
