import type { DealgrowClient, FriendList } from '@dealgrow/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useSession } from '../session/session.tsx';
import { type ComposerValues, commonFields, composerReady, EMPTY_COMPOSER, kindFields } from './composer-form.ts';
import type { MemberCard, Post } from './types.ts';

/** Sends the composer's post to its kind's create route. */
function createPost(client: DealgrowClient, values: ComposerValues, files: File[], thumbnail: File | null) {
  const common = commonFields(values);
  const own = kindFields(values);
  const withFiles = files.length > 0 ? { files } : {};
  switch (values.kind) {
    case 'body':
      return client.posts.createBodyPost({ ...common, body: values.body.trim() });
    case 'media':
      return client.posts.createMediaPost({ ...common, ...withFiles });
    case 'video':
      return client.posts.createVideoPost({ ...common, ...own, ...withFiles, ...(thumbnail ? { thumbnail } : {}) });
    case 'document':
      return client.posts.createDocumentPost({ ...common, ...own, ...withFiles });
    case 'article':
      return client.posts.createArticlePost({
        ...common,
        title: values.title.trim(),
        description: values.description,
        ...own,
        ...withFiles,
      });
    case 'event':
      return client.posts.createEventPost({ ...common, title: values.title.trim(), start_date: '', ...own, ...withFiles });
    case 'product':
      return client.posts.createProductPost({ ...common, title: values.title.trim(), ...own, ...withFiles });
    case 'survey':
      return client.posts.createSurveyPost({ ...common, title: values.title.trim(), options: [], ...own });
  }
}

/** How a field of the composer changes: the value, and the field's error, the form's notice and "posted" cleared. */
export type ComposerChange = <K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) => void;

/**
 * The composer's state and its submit: the values, the files, the people a `specific` post is shown to, the friend
 * lists when it goes to a list, the server's field errors, and `submit`, which sends the post, hands it to `onPosted`
 * and empties the form (keeping who posts, who sees it and who may comment).
 */
export function useComposer(onPosted: (post: Post) => void) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [values, setValues] = useState<ComposerValues>(EMPTY_COMPOSER);
  const [files, setFiles] = useState<File[]>([]);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [specific, setSpecific] = useState<MemberCard[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [posted, setPosted] = useState(false);
  const [round, setRound] = useState(0);
  const friendLists = useLoaded<FriendList[]>(`friend-lists-${values.visible === 'list'}`, async (signal) => {
    if (values.visible !== 'list') return { success: true, data: [], status: 200, statusText: 'OK' };
    const answer = await client.network.friendLists({ signal });
    return answer.success ? { ...answer, data: answer.data.items } : answer;
  });
  const ready = composerReady(values, files.length) && !sending;
  const form = `composer-${round}`;

  function change<K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
    setPosted(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    const answer = await createPost(client, { ...values, userIds: specific.map((member) => member.id) }, files, thumbnail);
    setSending(false);
    if (answer.success) {
      onPosted(answer.data);
      setValues({
        ...EMPTY_COMPOSER,
        as: values.as,
        visible: values.visible,
        listId: values.listId,
        commentPermission: values.commentPermission,
      });
      setFiles([]);
      setThumbnail(null);
      setPosted(true);
      // New file inputs: a file input cannot be emptied by React.
      setRound((value) => value + 1);
      return;
    }
    const fields = answer.error.fields ?? {};
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? null : messageOf(answer.error, t));
  }

  return {
    values,
    files,
    setFiles,
    setThumbnail,
    specific,
    setSpecific,
    errors,
    formError,
    sending,
    posted,
    friendLists,
    ready,
    form,
    change,
    submit,
  };
}
