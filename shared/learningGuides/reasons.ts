/**
 * Why an answer of the learning guide did not help: the three reasons the sellers' drawer offers
 * after a "No", and the text each records (the rating's valueDetailed). The drawer records the
 * Spanish wording whatever language it is read in, so the ratings report can count every seller's
 * "No" together by that text.
 */
export const NEGATIVE_REASONS = ['unclear', 'notAnswered', 'outdated'] as const;
export type NegativeReason = (typeof NEGATIVE_REASONS)[number];

export const RECORDED_REASON_TEXT: Readonly<Record<NegativeReason, string>> = {
  unclear: 'La información no es clara',
  notAnswered: 'No responde mi pregunta',
  outdated: 'La información está incompleta o desactualizada',
};

/** The reason a recorded text stands for; 'other' for a text the drawer does not offer (older clients). */
export function reasonOfRecordedText(text: string): NegativeReason | 'other' {
  return NEGATIVE_REASONS.find((reason) => RECORDED_REASON_TEXT[reason] === text) ?? 'other';
}
