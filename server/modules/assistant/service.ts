import type { AssistantConversation, AssistantStatus, VoiceCommandResponse } from '@core/contracts/assistant';
import type { Locale } from '@core/i18n';
import type { LanguageModel } from '../../adapters/llm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../accounts/service';
import type { PaymentsService } from '../payments/service';
import { type Answer, type AnswerDeps, createOfflineAnswers } from './answers';
import { type IntentClassifier, trainIntentClassifier } from './classifier';
import { answerWithModel } from './llm-answers';
import { assistantRepo } from './repo';

export interface AssistantDeps extends Omit<AnswerDeps, 'classifier'> {
  db: Db;
  /** The language-model port; null runs the offline engine alone. */
  model: LanguageModel | null;
  payments: Pick<PaymentsService, 'gatewayHealthy' | 'provider'>;
  log?: { warn(o: object, m: string): void };
}

/**
 * The dispatch assistant: answers a sentence for the signed-in person (or a visitor, with public answers
 * only), with the language model when one is configured and the offline engine otherwise or when the
 * model fails; keeps each signed-in person's conversation.
 */
export function createAssistantService(deps: AssistantDeps) {
  // Trained once, on first use (about a tenth of a second); `warmUp` starts it at boot.
  let training: Promise<IntentClassifier> | null = null;
  const classifier = () => {
    training ??= trainIntentClassifier().catch((err) => {
      training = null;
      throw err;
    });
    return training;
  };
  const offline = createOfflineAnswers({ ...deps, classifier });

  async function answer(
    actor: SessionUser | null,
    command: string,
    options: { contextJobId?: string | null; timeZone?: string | null; locale?: Locale | null },
  ): Promise<Answer> {
    const local = await offline.answer(actor, command, options);
    // Emergencies always get the product's text at once, whatever a model would say.
    if (!deps.model || local.intent === 'emergency') return local;
    try {
      return await answerWithModel(deps.model, offline, actor, command, options.timeZone, local.locale);
    } catch (err) {
      deps.log?.warn({ err }, 'the language model failed; the offline assistant answered');
      return local;
    }
  }

  return {
    warmUp: () => classifier().then(() => undefined),
    engine: (): 'offline' | 'llm' => (deps.model ? 'llm' : 'offline'),
    /** For the evaluation bench: the offline answer with its intent. */
    answerOffline: offline.answer,

    async command(
      actor: SessionUser | null,
      input: { command: string; jobId?: string | null; timeZone?: string | null; locale?: Locale | null },
    ): Promise<VoiceCommandResponse> {
      // A sentence is answered in its own language; one that does not tell (a job number, "ok") in the
      // language of the page it was asked on, else the asker's account language.
      const fallback =
        input.locale ?? (actor ? await assistantRepo.accountLocale(deps.db, actor.id) : null) ?? 'en';
      const { intent: _intent, ...reply } = await answer(actor, input.command, {
        contextJobId: input.jobId,
        timeZone: input.timeZone,
        locale: fallback,
      });
      if (actor) await assistantRepo.addTurn(deps.db, actor.id, input.command, reply);
      return reply;
    },

    async conversation(actor: SessionUser): Promise<AssistantConversation> {
      const rows = await assistantRepo.conversation(deps.db, actor.id);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          role: r.role,
          content: r.content,
          action: r.action,
          link: r.link ? { href: r.link, label: r.linkLabel ?? 'Open' } : null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    async clearConversation(actor: SessionUser): Promise<void> {
      await assistantRepo.clear(deps.db, actor.id);
    },

    /** The dashboard's system status, from the running system (the one count of available drivers). */
    async status(): Promise<AssistantStatus> {
      const [available, operational, online] = await Promise.all([
        deps.drivers.countAvailableDrivers(),
        deps.payments.gatewayHealthy(),
        classifier().then(
          () => true,
          () => false,
        ),
      ]);
      return {
        assistant: { online, engine: deps.model ? 'llm' : 'offline' },
        drivers: { available },
        payments: { operational, gateway: deps.payments.provider },
      };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
