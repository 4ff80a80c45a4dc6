import { z } from 'zod';

export const GROUP_ENABLE_PATH = '/api/group/getGroupEnable';
/** Whether the selected account may use groups (company users never). */
export const groupEnableReply = z.object({ enabled: z.boolean() });
