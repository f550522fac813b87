import type { ElicitationAnswer, Elicitations, Logger } from '@switchyard/platform';
import type { QuestionTally, TalliedCall } from './question-tally.js';
import type { ElicitQuestion } from './url-elicitation.js';

/** Which call asks: the turn and its round of plans, its step and the tool. */
export interface AskingStep extends TalliedCall {
  server: string;
  tool: string;
}

export interface CallQuestionSettings {
  timeoutMs: number;
  maxQuestionsPerCall: number;
  maxQuestionsPerTurn: number;
}

/**
 * The questions one call puts to the turn's user, capped per call: the count lives in Redis (QuestionTally),
 * so a task polled over many executor visits, a call of several rounds of input and its retries share one cap.
 * Past the cap a server's question is declined at once, with no audit entry or event of its own, and counted;
 * the count is recorded once when the call ends (`close`). What a tool asks can then never crowd the turn's trail.
 */
export class CallQuestions {
  /** Known reached: later questions of this visit are declined without a round trip each, counted here. */
  private full = false;
  private excess = 0;

  constructor(
    private readonly elicitations: Elicitations,
    private readonly tally: QuestionTally,
    private readonly call: AskingStep,
    private readonly settings: CallQuestionSettings,
  ) {}

  readonly ask = async (question: ElicitQuestion, signal: AbortSignal): Promise<ElicitationAnswer> => {
    if (this.full) {
      this.excess += 1;
      return { action: 'decline' };
    }
    // A refused claim is counted as declined in Redis itself.
    if (!(await this.tally.claim(this.call, this.settings.maxQuestionsPerCall, this.settings.maxQuestionsPerTurn))) {
      this.full = true;
      return { action: 'decline' };
    }
    const { packetId, step, server, tool } = this.call;
    return this.elicitations.ask({ packetId, step, server, tool, ...question }, this.settings.timeoutMs, signal);
  };

  /** This visit leaves a call that goes on (a task still running): its excess joins the call's count. */
  async leave(log: Logger): Promise<void> {
    const declined = this.excess;
    this.excess = 0;
    await this.tally.declined(this.call, declined).catch((error: unknown) => this.warn(log, error, 'could not count the questions past the cap'));
  }

  /** The call ended: records how many of its questions went past the cap, if any, in one line; a trail that cannot be written costs the call nothing. */
  async close(log: Logger): Promise<void> {
    await this.leave(log);
    try {
      const declined = await this.tally.takeDeclined(this.call);
      if (declined > 0) await this.elicitations.recordExcess(this.call, declined, this.settings.maxQuestionsPerCall);
    } catch (error) {
      this.warn(log, error, 'could not record the questions past the cap');
    }
  }

  private warn(log: Logger, error: unknown, message: string): void {
    log.warn({ err: error, packetId: this.call.packetId, step: this.call.step }, message);
  }
}
