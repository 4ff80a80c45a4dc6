/** 001 §4: videos show when the video flag is Y, and only for language en-US. */
export function showsVideos(videoFlag: string | null | undefined, language: string | null | undefined): boolean {
  return videoFlag === 'Y' && (language ?? '').toLowerCase() === 'en-us';
}

/** 001 §4: only individual signed-in users get e-learning, and it hides when videos show. */
export function showsELearning(input: {
  userType: 'INDIVIDUAL' | 'COMPANY';
  authenticated: boolean;
  videosShown: boolean;
  itemCount: number;
}): boolean {
  return input.userType === 'INDIVIDUAL' && input.authenticated && !input.videosShown && input.itemCount > 0;
}

/** 001 §4 e-learning entitlement outcome: open, '300' = no entitlement, otherwise retry. */
export function eLearningOutcome(reply: { allowed: boolean; code?: string | null }): 'open' | 'noEntitlement' | 'retry' {
  if (reply.allowed) return 'open';
  return reply.code === '300' ? 'noEntitlement' : 'retry';
}

/** 001 §5: note calls succeed on any status from 200 to 300. */
export function isNoteSuccess(status: number): boolean {
  return status >= 200 && status <= 300;
}
