import type { ApiResult, LeadTask } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useSession } from '../session/session.tsx';
import type { LeadSectionProps } from './lead-detail-types.ts';

/** Kinds of task a lead's parties plan (docs/leads.md), `other` by default. */
const TASK_TYPES = ['call', 'email', 'meeting', 'follow-up', 'document', 'other'] as const satisfies readonly LeadTask['type'][];

/** The lead's tasks: add one, tick it done (or open again), delete it. */
export function LeadTasks({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { busy, error, run } = useLeadAction();
  const [text, setText] = useState('');
  const [type, setType] = useState<LeadTask['type']>('other');

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    if (await run(() => client.leads.createTask(lead.id, { text: text.trim(), type }))) {
      setText('');
      await onChanged();
    }
  }

  async function change<T>(call: () => Promise<ApiResult<T>>) {
    if (await run(call)) await onChanged();
  }

  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-tasks">
      <h2 id="lead-tasks">{t('leads.tasks.title')}</h2>
      {lead.tasks.length === 0 ? (
        <p className="lead-muted">{t('leads.tasks.empty')}</p>
      ) : (
        <ul className="lead-items">
          {lead.tasks.map((task) => (
            <li
              key={task.id}
              className={task.done ? 'lead-item lead-item--done' : 'lead-item'}
              data-task-id={task.id}
              data-done={task.done}
            >
              <label className="lead-item__text">
                <input
                  type="checkbox"
                  checked={task.done}
                  disabled={busy}
                  onChange={() => change(() => client.leads.toggleTaskDone(lead.id, task.id))}
                />{' '}
                {task.text}
              </label>
              <span className="lead-muted">{t(`leads.tasks.types.${task.type}`)}</span>
              <Button
                type="button"
                variant="secondary"
                size="small"
                disabled={busy}
                onClick={() => change(() => client.leads.deleteTask(lead.id, task.id))}
              >
                {t('leads.tasks.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form id="lead-task-form" className="lead-inline-form" onSubmit={add}>
        <div className="field">
          <label htmlFor="lead-task-text">{t('leads.tasks.text')}</label>
          <input id="lead-task-text" name="text" required maxLength={500} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="lead-task-type">{t('leads.tasks.type')}</label>
          <select id="lead-task-type" name="type" value={type} onChange={(event) => setType(event.target.value as LeadTask['type'])}>
            {TASK_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`leads.tasks.types.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" size="small" disabled={busy || !text.trim()}>
          {t('leads.tasks.add')}
        </Button>
      </form>
      <ActionError message={error} />
    </section>
  );
}
