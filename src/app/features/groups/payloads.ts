import type { GroupDetail, GroupDocument, GroupSaveBody, GroupUpdateBody, MemberUser } from '../../../api/groups';

/* Payloads of the group calls (002 §3) built from the wizard's choices. */

export interface WizardResult {
  name: string;
  description: string;
  members: MemberUser[];
  documents: GroupDocument[];
}

/** POST group/save. */
export function savePayload(accountId: number | null, r: WizardResult): GroupSaveBody {
  return {
    ...(accountId ? { accountID: accountId } : {}),
    name: r.name.trim(),
    longDesc: r.description.trim(),
    memberIds: r.members.map((m) => m.userId),
    contentCodes: r.documents.map((d) => d.contentCode),
  };
}

/** PUT group/update: documents new to the group are added by code, the ones taken out removed by id. */
export function updatePayload(before: GroupDetail, r: WizardResult): GroupUpdateBody {
  const had = new Set(before.documents.map((d) => d.contentCode));
  const keep = new Set(r.documents.map((d) => d.contentCode));
  return {
    groupID: before.groupID,
    accountID: before.accountID,
    name: r.name.trim(),
    longDesc: r.description.trim(),
    memberIds: r.members.map((m) => m.userId),
    contentCodes: r.documents.filter((d) => !had.has(d.contentCode)).map((d) => d.contentCode),
    removeContentIds: before.documents.filter((d) => !keep.has(d.contentCode)).map((d) => d.contentId),
  };
}

/** 002 §3: the group e-mail in the first reading. */
export const mailPayload = (groupId: number, subject: string, message: string, copyMe: boolean) => ({
  subject: subject.trim(),
  message: message.trim(),
  groupID: groupId,
  copyMeFlag: copyMe,
});

export const memberKey = (m: MemberUser) => String(m.userId);
export const documentKey = (d: GroupDocument) => d.contentCode;
export const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
