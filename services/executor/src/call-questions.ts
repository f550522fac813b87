import type { ElicitationAnswer, Elicitations, Logger } from '@switchyard/platform';
import type { ElicitQuestion } from './url-elicitation.js';

/** Which call asks: the turn, its step and the tool. */
export interface AskingStep {
  packetId: string;
  step: string;
  server: string;
  tool: string;
}

export interface CallQuestionSettings {
  timeoutMs: number;
  maxQuestionsPerCall: number;
}

/**
 * The questions one call (or one task's wait for input) puts to the turn's user, capped. Past the cap a
 * server's question is declined at once, with no audit entry or event of its own, and counted; the count is
 * recorded once when the call ends. What a tool asks can then never crowd the turn's trail.
 */
export class CallQuestions {
  private asked = 0;
  private excess = 0;

  constructor(
    private readonly elicitations: Elicitations,
    private readonly call: AskingStep,
    private readonly settings: CallQuestionSettings,
  ) {}

  readonly ask = (question: ElicitQuestion, signal: AbortSignal): Promise<ElicitationAnswer> => {
    if (this.asked >= this.settings.maxQuestionsPerCall) {
      this.excess += 1;
      return Promise.resolve({ action: 'decline' });
    }
    this.asked += 1;
    return this.elicitations.ask({ ...this.call, ...question }, this.settings.timeoutMs, signal);
  };

  /** Records how many questions went past the cap, if any; a trail that cannot be written costs the call nothing. */
  async close(log: Logger): Promise<void> {
    if (this.excess === 0) return;
    const declined = this.excess;
    this.excess = 0;
    await this.elicitations
      .recordExcess(this.call, declined, this.settings.maxQuestionsPerCall)
      .catch((error: unknown) => log.warn({ err: error, packetId: this.call.packetId, step: this.call.step }, 'could not record the questions past the cap'));
  }
}
