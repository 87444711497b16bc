import { Type } from 'typebox';
import { LEAD_DASHBOARD_PAGE_SIZE, PageQuery } from '../http/paging.ts';
import { Id, Text } from '../http/schema.ts';
import { LeadStatusSchema, LeadTaskTypeSchema, LeadTypeSchema } from './views.ts';

export const LeadIdParams = Type.Object({ id: Id({ description: 'The lead id.' }) }, { additionalProperties: false });
export const Currency = Type.String({ pattern: '^[A-Za-z]{3}$', description: 'A three-letter currency code such as EUR.' });

/** The fields of a new lead (JSON, or the text fields of the multipart form). */
export const CreateLeadBody = Type.Object(
  {
    deal_id: Id({ description: 'The deal bought, sold or referred.' }),
    type: LeadTypeSchema,
    text: Type.Optional(Text({ maxLength: 5000, description: 'What the sender tells the deal side.' })),
    budget: Type.Optional(Type.Number({ minimum: 0, maximum: 999_999_999_999, description: 'The budget the sender proposes.' })),
    currency: Type.Optional(Currency),
    referral_user_id: Type.Optional(Id({ description: 'For referrals: the member referred to the deal.' })),
    club_id: Type.Optional(Id({ description: 'The club the lead came through.' })),
  },
  { additionalProperties: false },
);

const DashboardPage = PageQuery(LEAD_DASHBOARD_PAGE_SIZE).properties;
export const LeadListQuery = Type.Object({ ...DashboardPage, status: Type.Optional(LeadStatusSchema) }, { additionalProperties: false });
export const DealLeadListQuery = Type.Object(
  {
    ...DashboardPage,
    deal_id: Id({ description: 'The deal whose leads to list.' }),
    status: Type.Optional(LeadStatusSchema),
  },
  { additionalProperties: false },
);

export const EditLeadBody = Type.Object(
  {
    field: Text({ minLength: 1, maxLength: 40, description: 'text, budget, final_budget or currency.' }),
    text: Text({ maxLength: 5000, description: 'The new value as text; an empty amount clears it.' }),
  },
  { additionalProperties: false },
);

export const StatusBody = Type.Object({ status: LeadStatusSchema }, { additionalProperties: false });

export const CreateTaskBody = Type.Object(
  {
    text: Text({ minLength: 1, maxLength: 1000, blank: false }),
    type: Type.Optional(LeadTaskTypeSchema),
  },
  { additionalProperties: false },
);
export const TaskParams = Type.Object({ id: Id(), taskId: Id() }, { additionalProperties: false });
export const FileParams = Type.Object({ id: Id(), fileId: Id() }, { additionalProperties: false });
export const CommentBody = Type.Object({ text: Text({ minLength: 1, maxLength: 5000, blank: false }) }, { additionalProperties: false });
export const AssigneeParams = Type.Object(
  {
    a: Id({ description: 'The lead id.' }),
    b: Id({ description: 'The manager (member) id.' }),
  },
  { additionalProperties: false },
);
export const ManagerSearchBody = Type.Object(
  { keyword: Type.Optional(Text({ maxLength: 100, description: 'Part of a name, username or e-mail; empty lists all.' })) },
  { additionalProperties: false },
);
