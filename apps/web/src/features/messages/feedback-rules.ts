import { FEEDBACK_CONTENT_MAX } from '@pkg/contracts/messages';

/** SPEC.md sections 5 and 9: at most 3 images, png or jpg, at most 5 MB each. */
export const FEEDBACK_IMAGE_RULES = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

export type FeedbackProblem = 'contentRequired' | 'contentTooLong' | 'tooManyImages' | 'imageType' | 'imageTooLarge';

/** What is wrong with a feedback form before it is sent (the server checks the same again); null when fine. */
export function feedbackProblem(content: string, images: readonly { type: string; size: number }[]): FeedbackProblem | null {
  const text = content.trim();
  if (text.length === 0) return 'contentRequired';
  if (text.length > FEEDBACK_CONTENT_MAX) return 'contentTooLong';
  if (images.length > FEEDBACK_IMAGE_RULES.maxFiles) return 'tooManyImages';
  if (images.some((image) => !(FEEDBACK_IMAGE_RULES.types as readonly string[]).includes(image.type))) return 'imageType';
  if (images.some((image) => image.size > FEEDBACK_IMAGE_RULES.maxBytes)) return 'imageTooLarge';
  return null;
}
