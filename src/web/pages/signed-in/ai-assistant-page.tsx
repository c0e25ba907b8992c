import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { AssistantStatus } from '../../../domain/assistant/api';
import { ASSISTANT_DISCLAIMER } from '../../../domain/assistant/texts';
import { PageHeader } from '../../components/page-header';
import { ChatPanel } from './ai-assistant/chat-panel';
import { ConversationList } from './ai-assistant/conversation-list';
import { IntroCards } from './ai-assistant/intro-cards';
import { PopularQuestions } from './ai-assistant/popular-questions';
import { STATUS_KEY, useChat } from './ai-assistant/use-chat';
import { PageTitle } from '../../components/page-title';

/**
 * AI Financial Assistant (/ai-assistant), part 1 §2: intro cards, popular questions, the chat
 * (streamed replies, consent to use the records) and the user's kept conversations.
 */
export default function AiAssistantPage() {
  const status = useQuery<AssistantStatus>({ queryKey: STATUS_KEY });
  const chat = useChat();
  const [input, setInput] = useState('');
  const [useMyRecords, setUseMyRecords] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const send = async () => {
    const text = input;
    if (!text.trim() || chat.waiting) return; // blank input is ignored (part 1 §5)
    setInput(''); // cleared after sending (part 1 §4); put back if the server refuses it
    if ((await chat.send(text, useMyRecords)) === 'refused') setInput(text);
    inputRef.current?.focus({ preventScroll: true });
  };

  const pick = (question: string) => {
    setInput(question);
    // On a phone the questions sit below the chat: bring the input to the middle of the screen,
    // clear of the sticky header.
    inputRef.current?.focus({ preventScroll: true });
    inputRef.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <div className="grid gap-6">
      <PageTitle title="AI Financial Assistant" />
      <PageHeader
        title="AI Financial Assistant"
        description="Answers about investments, estate planning and taxes, grounded in your own records when you choose."
      />
      <IntroCards configured={status.data?.configured ?? false} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid gap-6 lg:order-2">
          <ChatPanel
            status={status.data}
            messages={chat.messages}
            waiting={chat.waiting}
            input={input}
            onInput={setInput}
            onSend={() => void send()}
            onNew={chat.startNew}
            useMyRecords={useMyRecords}
            onUseMyRecords={setUseMyRecords}
            inputRef={inputRef}
          />
          <p className="text-muted-foreground flex gap-2 text-xs leading-relaxed">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>{ASSISTANT_DISCLAIMER}</span>
          </p>
        </div>
        <div className="grid gap-6 lg:order-1">
          <PopularQuestions onPick={pick} />
          <ConversationList
            currentId={chat.conversationId}
            disabled={chat.waiting}
            onOpen={(id) => void chat.open(id)}
            onDeleted={(id) => id === chat.conversationId && chat.startNew()}
          />
        </div>
      </div>
    </div>
  );
}
