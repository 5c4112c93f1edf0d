import { allergyParts } from './allergy-notes';
import { TextRun, WARNING_COLOUR } from '../documents/pdf-document';

/** A customer's comment as text runs: the allergy words in bold warning colour, the rest plain. */
export function commentRuns(comment: string | null | undefined): TextRun[] {
  return allergyParts(comment).map((part) =>
    part.allergy ? { text: part.text, font: 'bold', colour: WARNING_COLOUR } : { text: part.text },
  );
}
