import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { loadPost, unprocessable, visiblePostFacts } from './access.ts';
import { Post, PostIdParams, VoteBody } from './schemas.ts';

/** Survey votes (docs/posts.md "Surveys"): one a member, until the survey ends. */
export function surveyRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  app.post(
    '/post/:id/vote',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'voteInSurvey',
        tags: ['posts'],
        summary: 'Vote for one option of a survey: once (409 after), only before it ends (409). Answers the post with the results.',
        params: PostIdParams,
        body: VoteBody,
        response: { 200: Post },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await db.transaction(async (tx) => {
        const post = await visiblePostFacts(tx, request.params.id, viewer.userId);
        if (post.kind !== 'survey') throw unprocessable('id', t('survey.not_survey'));
        if (post.expires_at !== null && new Date(post.expires_at).getTime() <= Date.now())
          throw conflict(t('survey.closed'), 'illegal_transition');
        const option = await first(tx, 'SELECT 1 FROM survey_options WHERE id = $1 AND post_id = $2', [request.body.option, post.id]);
        if (!option) throw unprocessable('option', t('survey.unknown_option'));
        const voted = await tx.query(
          'INSERT INTO survey_votes (post_id, user_id, option_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING option_id',
          [post.id, viewer.userId, request.body.option],
        );
        if (voted.length === 0) throw conflict(t('survey.already_voted'));
      });
      return loadPost(db, request.params.id, viewer.userId, publicBaseUrl(request, config));
    },
  );
}
