import * as z from 'zod/mini';

export const GROUP_ENABLE_PATH = '/api/group/getGroupEnable';
/** Whether the selected account may use groups (company users never). */
export const groupEnableReply = z.object({ enabled: z.boolean() });
