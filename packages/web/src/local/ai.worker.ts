import '../no-eval';
import type { AiJob } from './ai-thread';

// The AI's own thread: receives a seat's view and legal actions, answers with a choice. The
// teacher's jobs (a hint, a review) come with a `kind` and are answered here too.
//
// The handler is in place before the AI is loaded: the AI finds its games' entries by their folders
// (a top-level await), and a module worker drops the messages that arrive before it has a handler.
// Jobs wait for the AI in the order they came.
const answers = import('./ai-thread').then(({ aiAnswers }) => aiAnswers((reply) => self.postMessage(reply)));

self.onmessage = (e: MessageEvent<AiJob>) => {
  const { id } = e.data;
  void answers
    .then((answer) => self.postMessage(answer(e.data)))
    .catch((error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }));
};
