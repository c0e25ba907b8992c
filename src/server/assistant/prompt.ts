import type { StoredMessage } from './conversation-store';
import type { ChatTurn } from './ai-client';

/** How many earlier question-and-answer pairs go back to the service with a new question. */
export const HISTORY_PAIRS = 6;

const SYSTEM = [
  "You are Kinfolio's AI financial assistant. Kinfolio helps families record and organise their estate-planning and financial information for their heirs.",
  'Give clear, general, educational information about investments, estate planning, tax strategies and financial research. You are not a lawyer, accountant or financial adviser: say so when a question needs one, and never invent figures about the user.',
  'Answer concisely in plain text.',
].join(' ');

const NO_RECORDS =
  "You have not been given the user's records. If a question needs them, suggest turning on 'Use my records to personalise answers'.";

const WITH_RECORDS =
  'The user chose to share this summary of their own records; use it where it helps.';

/**
 * The prompt: one system message (with the records summary only when the user consented), then
 * earlier exchanges (alternating user and assistant, as strict services require), then the question.
 */
export function buildPrompt(
  question: string,
  history: StoredMessage[],
  recordsSummary: string | null,
): ChatTurn[] {
  const system = recordsSummary
    ? `${SYSTEM}\n\n${WITH_RECORDS}\n${recordsSummary}`
    : `${SYSTEM}\n\n${NO_RECORDS}`;
  return [
    { role: 'system', content: system },
    ...pastTurns(history, recordsSummary !== null),
    { role: 'user', content: question },
  ];
}

/**
 * Earlier exchanges worth sending: a question with the AI's answer. Failure notices are left
 * out, and so are answers built from the records unless the user consents again now.
 */
function pastTurns(history: StoredMessage[], consent: boolean): ChatTurn[] {
  const pairs: ChatTurn[][] = [];
  for (let i = 0; i + 1 < history.length; i++) {
    const [q, a] = [history[i], history[i + 1]];
    if (q.sender !== 'user' || a.sender !== 'ai') continue;
    const shareable =
      a.source === 'model' || (consent && (a.source === 'model+records' || a.source === 'records'));
    if (shareable)
      pairs.push([
        { role: 'user', content: q.content },
        { role: 'assistant', content: a.content },
      ]);
    i++;
  }
  return pairs.slice(-HISTORY_PAIRS).flat();
}
