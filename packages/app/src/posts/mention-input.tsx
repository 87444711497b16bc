import { mentionMarker } from '@dealgrow/sdk/format';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.tsx';
import type { MemberCard } from './types.ts';

/** The `@word` being typed just before the caret, if any: where it starts and the word. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[\s(])@([^\s@[\]()]{1,40})$/u.exec(before);
  if (!match?.[2]) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** `text` with the `@word` at `start..caret` replaced by the member's mention marker and a space; the new caret. */
export function insertMention(text: string, start: number, caret: number, member: Pick<MemberCard, 'firstName' | 'lastName' | 'username'>) {
  const marker = `${mentionMarker(`${member.firstName} ${member.lastName}`, member.username)} `;
  return { text: `${text.slice(0, start)}${marker}${text.slice(caret)}`, caret: start + marker.length };
}

export interface MentionInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  hint?: string;
  error?: string | null | undefined;
}

/**
 * A text area that suggests connections while an `@name` is typed (client.network.searchFriends) and inserts the
 * chosen member as a mention marker `@[Name](username)`. A WAI-ARIA combobox: arrow keys move through the
 * suggestions, Enter or Tab picks, Escape closes.
 */
export function MentionInput({ id, label, value, onChange, rows = 4, maxLength, required, hint, error }: MentionInputProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const area = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [found, setFound] = useState<MemberCard[]>([]);
  const [active, setActive] = useState(0);
  const open = query !== null && found.length > 0;

  useEffect(() => {
    if (!query) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void client.network.searchFriends({ keyword: query.query }, { signal: controller.signal }).then((answer) => {
        if (controller.signal.aborted) return;
        setFound(answer.success ? answer.data : []);
        setActive(0);
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query]);

  function changed(event: ChangeEvent<HTMLTextAreaElement>) {
    onChange(event.target.value);
    setQuery(mentionQueryAt(event.target.value, event.target.selectionStart ?? event.target.value.length));
  }

  function pick(member: MemberCard) {
    const node = area.current;
    if (!query || !node) return;
    const caret = node.selectionStart ?? value.length;
    const next = insertMention(value, query.start, caret, member);
    onChange(next.text);
    setQuery(null);
    setFound([]);
    requestAnimationFrame(() => {
      node.focus();
      node.setSelectionRange(next.caret, next.caret);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + found.length) % found.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const member = found[active];
      if (member) {
        event.preventDefault();
        pick(member);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    }
  }

  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={error ? 'field field--invalid mention-input' : 'field mention-input'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={area}
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={note}
        onChange={changed}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
      />
      <div id={listId} role="listbox" aria-label={t('posts.mention.suggestions')} className="mention-input__list" hidden={!open}>
        {open &&
          found.map((member, index) => (
            <div
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? 'mention-input__option mention-input__option--active' : 'mention-input__option'}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
            >
              <img src={member.profilePhotoUrl} alt="" width={24} height={24} />
              <span>
                {member.firstName} {member.lastName}
              </span>
              <span className="mention-input__username">@{member.username}</span>
            </div>
          ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
