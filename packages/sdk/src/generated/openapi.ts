// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run `pnpm openapi`.

export interface paths {
    "/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admins: the reports of a status (open by default), oldest first (20 a page), with the subject’s preview and author and the reporter.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["adminReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admins: close a report with nothing done.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["dismissReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admins: hide the reported content (it answers 404 to everyone but its author and admins, lists skip it) and close its open reports. A member cannot be hidden: suspend them.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["hideReported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admins: suspend the author of the reported content (or the reported member): their sessions end and sign-in is refused. Closes the subject’s open reports.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["suspendReported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/azure/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a stored file by its storage key (SPEC §7), named as it was uploaded.
         * @description Unsigned: files anyone may read open without a token; others need the bearer token of a member allowed to read them (404 otherwise). Signed (the `path` of a file of a non-public post carries `?expires=…&viewer=…&signature=…`): a valid, unexpired signature is the proof, no token needed (for `<img>`, `<video>` and links); a changed or expired one is 403. See docs/deals-and-files.md "Signed addresses".
         *
         *     Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the e-mail address: a confirmation link goes to the new address (24 hours), a notice to the old one. The address changes on confirmation.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; every other session is signed out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the token from the e-mail sent to it; answers the member with the new address.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a link to choose a new password (an hour, single use). Answers the same whether or not the address has an account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether sign-in with a professional network is offered here, and the network’s name for the button.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["oidcSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The network accounts linked to my account, and whether I have a password.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["oidcIdentities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/identities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a network account. Refused (409) when it is my only way to sign in: set a password first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unlinkOidc"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish linking the network to my account with the code and state the provider sent to /settings.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["finishOidcLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a network sign-in with the code and state the provider sent to /auth/sign-in: signs in the member linked to that network account, or the member with the same verified e-mail (and links it), or makes a new account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["finishOidcSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a sign-in (anyone) or a link to the signed-in account (`link`) with the network: answers the provider address to open. The provider comes back to the app’s /auth/sign-in or /settings.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["startOidc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification e-mail again (the previous link stops working).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 5 calls per hour per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset e-mail; every session of the account is signed out.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member’s open sessions, newest first, the current one marked.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign one of the member’s own sessions out (404 for any other).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every session of the member but this one; answers how many were signed out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail (or username) and password.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the token of this session.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a member account. The account stays pending until the e-mail is verified.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/unique-email-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is this e-mail address free for a new account?
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 60 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["uniqueEmailControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address with the token from the verification e-mail; activates the account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories of deals, products and posts.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My conversations (archived ones with isArchived=true), newest message first (20 a page, at most 50).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatRooms"];
        put?: never;
        /**
         * Start a conversation: private (with `userId`, a connection; or empty, then add them), group (`title`), company (`companyId`: you and the company) or club (`clubId`, its owner or an admin). An existing private, company or club room is answered with 200.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per hour per member; past it the answer is 429 `rate_limited` with `Retry-After` (seconds). A replay of an answered `Idempotency-Key` is not counted.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation (by id or room_uuid) as I see it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a group conversation (any of its participants). Other rooms take their title from the company or club, or have none (409).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["renameChatRoom"];
        trace?: never;
    };
    "/chat-room/{id}/{target}/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a conversation for me (target user, targetId = me) or for a company I manage: it leaves my list and its history is hidden from me; a new message brings it back with only the new messages.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteChatRoom"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive or unarchive a conversation for me (or for a managed company with companyId). A new message keeps it archived.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["archiveChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}/chat-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conversation’s messages, ascending: the newest page by default, older ones with before=sequence, newer ones with after=sequence (backfill); hasMore says whether more lie that way.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatMessages"];
        put?: never;
        /**
         * Send a message (text 1–2,000 characters, or a file by fileId); companyId writes as a company you manage. Numbered in its room with no gap; honours Idempotency-Key.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 30 calls per minute per member; past it the answer is 429 `rate_limited` with `Retry-After` (seconds). A replay of an answered `Idempotency-Key` is not counted.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}/chat-message/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a conversation’s messages I may see (any case), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["filterChatMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}/chat-message/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read up to a sequence (default: the newest), for me or for a company I manage; the pointer never moves back.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["markChatMessagesSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/{id}/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everyone in a conversation, the longest-standing first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatRoomParticipants"];
        put?: never;
        /**
         * Add a member (a connection of yours: 403 not_connected otherwise) or a company to a conversation: the second member of a private room, or to a group (up to 50). One call a participant.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addChatRoomParticipant"];
        /**
         * Leave a group (an owner leaving hands ownership to the longest-standing participant) or a company conversation you opened. Private rooms are deleted instead, club rooms left by leaving the club (409).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["leaveChatRoom"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/archive/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive or unarchive several of my conversations (or a managed company’s with companyId); answers the rooms changed.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["archiveChatRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several conversations for me (target user) or for a company I manage; answers the rooms deleted.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["deleteChatRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/chat-auto-message/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My away message, if set.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatAutoMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/chat-auto-message/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set my away message: sent for me, once a conversation a day, when a message reaches me (never in answer to an away message).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["setChatAutoMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/chat-auto-message/unset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn my away message off.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unsetChatAutoMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/chat-message/unread/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread messages over all my conversations (archived ones too), or over a managed company’s inbox with companyId.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatUnreadTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/check-existed/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two members (you and another) have a private conversation, and the room.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["privateChatRoomBetween"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company’s inbox: the conversations members opened with it, with its unread counts and archive (its managers only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one file (multipart, field `file`) to send in a message: pass its id as `fileId` to POST /chat-room/{id}/chat-message.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 30 calls per minute per member; past it the answer is 429 `rate_limited` with `Retry-After` (seconds). A replay of an answered `Idempotency-Key` is not counted.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["uploadChatFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat-room/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My chat settings (read receipts).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["chatSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn read receipts on or off (off: others do not see when you read, and you do not see when they read).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateChatSettings"];
        trace?: never;
    };
    "/chat-room/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s conversations: only your own (403 for anyone else’s).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["memberChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All clubs, most members first, 25 a page; `q` keeps those whose name contains it.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubs"];
        put?: never;
        /**
         * Create a club: a multipart form with name and url (its slug) required, description, privacy (open by default) and a logo image. I become its owner and first member. 409 slug_taken when the URL is taken.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createClub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One club, with the caller’s role, their waiting join request, and (for the owner and admins) the requests waiting.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["club"];
        put?: never;
        post?: never;
        /**
         * Delete my club (the owner only): its members, join requests and logo go, and so do its posts (those made as the club and those for its members only), with their comments, likes and files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteClub"];
        options?: never;
        head?: never;
        /**
         * Change my club (the owner only): a multipart form of the fields to change (name, url, description, privacy) and a new logo. A description of spaces only clears it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateClub"];
        trace?: never;
    };
    "/clubs/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leave a club; answers the club as I now see it. The owner cannot leave (409 owner_cannot_leave): they delete the club instead. 404 when I am not a member.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leaveClub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club’s members: the owner first, then admins, then members, longest-standing first; 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}/remove/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Remove a member from my club (the owner only; 403 for others). The owner cannot be removed (409 owner_cannot_leave); someone not in the club is 404. Answers the club.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["removeClubMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The join requests waiting for an answer, oldest first, 25 a page: for the club’s owner and admins (403 for others).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubJoinRequests"];
        put?: never;
        /**
         * Ask to join a club: an open club adds me at once (status approved), a closed one makes a join request its owner or an admin answers (status pending). 409 when I am a member or my request already waits.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["requestToJoinClub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}/request/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer join request {a} of the club: {b} = approve (the member joins) or decline. For the owner and admins (403 otherwise); a request already answered is 409. Answers the request.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["respondToClubJoinRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club’s timeline: posts made as the club and posts for its members (visibility club), newest first, 10 a page; each post as its visibility allows (members-only posts to members only).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/joined-clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clubs member {id} belongs to and does not own, newest joined first, 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["joinedClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clubs I belong to, by name; with postingAs=true those I may post as, which are all of them (SPEC §6: a member posts as any club they belong to).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myPostingClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/my-clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The clubs member {id} owns, newest first, 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/unique-url-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a club URL is free: false when another club has it (any case), or when it is malformed or reserved.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["clubUrlAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All companies, newest first (25 a page); `q` matches words of the name.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companies"];
        put?: never;
        /**
         * Create a company page (multipart: name and slug required, files logo and cover_image); the creator is its owner.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company page, by id or by slug.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["company"];
        put?: never;
        post?: never;
        /**
         * Delete a company page (its owner only): its deals, products, posts, showroom and pictures go with it; leads stay with their parties.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Change a company page (its owner or managers): multipart, the fields to change, files logo and cover_image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/company/{id}/{field}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Empty one field of a company page (its owner or managers): about, website, location, industry, founded_year, size, type, logo or cover_image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["removeCompanyField"];
        trace?: never;
    };
    "/company/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company’s activity: posts made as the company and posts that share one of them, newest first (10 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/cover_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a company’s cover image (its owner or managers): a multipart form with one `cover_image` image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateCompanyCoverImage"];
        trace?: never;
    };
    "/company/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's deals, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a company, or stop following it when I do (a manager may follow their own page); answers the new state.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /company/{id}/follower`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["toggleCompanyFollow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/follower": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follow a company (a manager may follow their own page); following it already changes nothing. Answers the new state.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["followCompany"];
        post?: never;
        /**
         * Stop following a company; not following it already changes nothing. Answers the new state.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unfollowCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a company’s logo (its owner or managers): a multipart form with one `logo` image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateCompanyLogo"];
        trace?: never;
    };
    "/company/{id}/managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company’s owner and managers, owners first (its owner or managers only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyManagers"];
        put?: never;
        /**
         * Make a member a manager of a company (its owner or managers; only an owner makes another owner, always a lead manager).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addCompanyManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/managers/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove manager {a} from a company; {b}: the manager who takes over their open leads (0: the owner); {c}: 1 also removes them from the company’s deals’ managers. Only the owner removes others; a manager may remove themselves; the last owner cannot be removed (409 last_owner).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["removeCompanyManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/post/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pin a post made as the company on top of its timeline, or unpin it (its owner or managers; one pinned post a page); answers the post.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["pinCompanyPost"];
        trace?: never;
    };
    "/company/{id}/products/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company’s products, newest first (24 a page): all, or active (in stock, or stock not counted).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/profile-picture/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose who sees the company’s logo (its owner or managers): public, or members (signed in); answers the company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["setCompanyPictureVisibility"];
        trace?: never;
    };
    "/company/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of a company, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyReviews"];
        put?: never;
        /**
         * Review a company: content and a rate of 1 to 5. One review a member; not on your own company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createCompanyReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Like a review, or take the like back when you already like it (SPEC §7). Answers the review.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /company/{id}/reviews/{reviewId}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["toggleCompanyReviewLike"];
        put?: never;
        post?: never;
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteCompanyReview"];
        options?: never;
        head?: never;
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateCompanyReview"];
        trace?: never;
    };
    "/company/{id}/reviews/{reviewId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Like a review; liking it again changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["likeCompanyReview"];
        post?: never;
        /**
         * Take your like of a review back; not liking it changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unlikeCompanyReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/reviews/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a company received: reviews of the company, its deals and its products, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyReviewsReceived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/reviews/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company reviews member {id} wrote (their review history), newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyReviewsSent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/showroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company’s showroom items, in their order.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyShowroom"];
        put?: never;
        /**
         * Add an item to a company’s showroom (its owner or managers; at most 50): type default or video, title, description, url (the video’s address), file image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addShowroomItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/showroom/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an item from a company’s showroom (its owner or managers); its picture goes with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteShowroomItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts made as a company, its pinned post first, then newest first (10 a page), as each post’s visibility allows.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account-stepper/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One onboarding step of the company’s payout account: the business type, then the name; once both are known the account is created and the onboarding link answered.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["stepCompanyConnectedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company account’s balance per currency (available and pending), for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyConnectedAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company owner opens the company’s payout account in one call (business type company and the company’s name unless given); answers the onboarding link.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createCompanyConnectedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account/login-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A one-time link to the company’s payout dashboard at the provider, for its owner once onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyConnectedAccountLoginLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company account’s payouts, newest first, for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyConnectedAccountPayouts"];
        put?: never;
        /**
         * The company owner pays the available balance out to the bank (one payout per currency). Send an Idempotency-Key: a retry pays once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["payOutCompanyConnectedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/connected-account/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s payout account and its onboarding step, refreshed from the provider, for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyConnectedAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/followed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The companies I follow, newest follow first (25 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["followedCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/is-follower/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether I follow a company, and how many follow it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["isCompanyFollower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The companies I own or manage (owned first, then by name); with includeManagers=1 each comes with its managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company types a page may take (LinkedIn’s), named in the answer’s language.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["companyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/unique-slug-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a company page address is free: false when taken, malformed or reserved.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["companySlugAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 33 countries of SPEC §3.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Currencies prices can be given in.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["currencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List an offer or a demand: a multipart form with up to 10 files. Buy, sell and refer prices are kept only when above zero.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deal with its files, managers, FAQ and review summary.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["deal"];
        put?: never;
        post?: never;
        /**
         * Delete a deal (its author, its company’s managers or its managers); its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        /**
         * Change a deal (its author, its company’s managers or its managers): a multipart form of the fields to change, new files, removed_files, and managers (replaces the list).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateDeal"];
        trace?: never;
    };
    "/deals/{id}/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The FAQ of a deal, in the order it was written.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["dealFaqs"];
        put?: never;
        /**
         * Add a question and its answer to a deal (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createDealFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/faq/{faqId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an entry from a deal's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteDealFaq"];
        options?: never;
        head?: never;
        /**
         * Change a question or answer of a deal's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateDealFaq"];
        trace?: never;
    };
    "/deals/{id}/review/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One review: by its id, or `mine` for the signed-in member’s own review of this deal.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["dealReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of a deal, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["dealReviews"];
        put?: never;
        /**
         * Review a deal: content and a rate of 1 to 5. One review a member; not on your own deal.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createDealReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Like a review, or take the like back when you already like it (SPEC §7). Answers the review.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /deals/{id}/reviews/{reviewId}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["toggleDealReviewLike"];
        put?: never;
        post?: never;
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteDealReview"];
        options?: never;
        head?: never;
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateDealReview"];
        trace?: never;
    };
    "/deals/{id}/reviews/{reviewId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Like a review; liking it again changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["likeDealReview"];
        post?: never;
        /**
         * Take your like of a review back; not liking it changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unlikeDealReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/new-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest deals first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["newDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/other-deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Other deals of the same company (or, without one, the same member), newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["otherDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/popular-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Most reviewed and best rated deals (100 in one page; type all, offer or demand).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["popularDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/recommended-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deals recommended to the viewer: sponsored and best rated first, never their own.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["recommendedDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/related-deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deals in the same industry or category, newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["relatedDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/sponsored-deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sponsored deals, newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["sponsoredDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Employment types of an experience.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["employmentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answers 200 when the server is ready.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/industries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Industries deals, products and companies belong to.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["industries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy, sell or refer a deal (multipart: the fields and optional `files`): starts a lead addressed to the deal’s side (todo).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The sender withdraws a lead nobody has started on (todo); later it can only be refused.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteLead"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/{id}/file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a file from a lead: the member who uploaded it, or a lead manager of the deal’s side.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteLeadFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/{id}/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead’s tasks: open ones first, each in the order added.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadTasks"];
        put?: never;
        /**
         * Add a task (text, type) to a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createLeadTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/{id}/task/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a task from a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteLeadTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/{id}/task/{taskId}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a task done, or open again when it is done (records who and when).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["toggleLeadTaskDone"];
        trace?: never;
    };
    "/lead/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change to a lead, newest first, with who made it and when.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/activity-section/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company {id}’s lead activity, newest first (10 a page), for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadActivitySection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads the member was assigned to as a company manager (dashboard "assigned").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["assignedLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/assigned/managers/{id}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Managers of the deal and its company who can be assigned to the lead, by name, username or e-mail (up to 20).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["searchLeadManagers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/assigned/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company managers assigned to a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/assignee/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assign manager {b} (of the deal or its company) to lead {a}; assigning again changes nothing. Answers the assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["assignLeadManager"];
        put?: never;
        post?: never;
        /**
         * Take manager {b} off lead {a}. Answers the assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unassignLeadManager"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/club-detail/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A statistic over the member’s leads that came through one club (?club_id).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubDetailLeadStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/club/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A statistic over the member’s leads that came through a club.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["clubLeadStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead’s comments, oldest first, each with its file when it has one.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadComments"];
        put?: never;
        /**
         * Comment on a lead (multipart: `text`, and an optional `file`).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createLeadComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads on one deal (dashboard "deal"), for the deal’s side: its author, managers and company managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["dealLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead with its deal, parties, approvals and counts (the lead card and header).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/detail/uuid/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead by its uuid (shared links), as /lead/detail/{id} answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadDetailByUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead page: the lead with its tasks, comments, files, newest activities and assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["leadDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change one field of an open lead: text (either side), budget (sender side), final_budget and currency (either side).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["editLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/general/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A statistic over every lead on Dealgrow: counts only (status, types, conversion); budget and pipeline answer 403.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["generalLeadStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/personal/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A statistic over the leads the member is a party to or assigned to.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["personalLeadStatistic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/receiver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads on the deals of the member or their companies (dashboard "received").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["receivedLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/sender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads the member sent, or was referred to (dashboard "sent"), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["sentLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a lead: in-progress (deal side, from todo), accepted (records your side’s approval; accepted once both sides approved), refused (either side). 409 illegal_transition otherwise.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["changeLeadStatus"];
        trace?: never;
    };
    "/lead/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach files to a lead (multipart, field `files`, up to 10); answers the lead’s files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["uploadLeadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receiver accepts or declines a pending request: `a` is the friendship id, `b` is `accept` or `decline`.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["respondToConnectionRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{id}/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s connections, newest first, as their `connectionsVisibility` allows: `connections` (the default) shows them to their connections and themselves, `everyone` to anyone, `only_me` to themselves; 403 otherwise.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["memberConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{id}/connections/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many connections a member has: public, whatever their `connectionsVisibility`.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["memberConnectionsTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{id}/mutual-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members connected both to me and to member `id`, by name.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["mutualConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{id}/mutual-connections/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many connections I share with member `id`.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["mutualConnectionsTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * End the connection with member `id` (either side may): it becomes `reject` and leaves both members’ friend lists.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["removeConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/friendship-detail/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live friendship of members `a` and `b` (pending, connected or declined), or null; the viewer is one of them.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["friendshipDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My friend lists, oldest first, each with its 50 newest members and members_total.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["friendLists"];
        put?: never;
        /**
         * Make a named list of my connections (empty; add members with addToFriendList).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createFriendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a list of mine or change its icon (null removes it); fields left out stay.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["updateFriendList"];
        /**
         * Delete a list of mine (the connections stay).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteFriendList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/lists/{id}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add one of my connections to a list of mine (422 for anyone else); adding a member twice keeps one.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addToFriendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/lists/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a member off a list of mine (nothing changes when they are not on it).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["removeFromFriendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/me/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My connections, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/me/connections/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My connections matching `keyword` (name, username, job title, company, skill; typos tolerated), best match first; `isManagersOnly=true` keeps those who own or manage a company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["searchMyConnections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/me/connections/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many connections I have.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myConnectionsTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/me/friends/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 10 of my connections matching `keyword`, best match first (pickers: mentions, a new message).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["searchFriends"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending requests others sent me, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["receivedRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a member to connect: 201 with the pending friendship; 200 with the accepted one when they had already asked you. At most 100 requests in 7 days (429 connection_request_limit, with Retry-After).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["sendConnectionRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/request/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sender takes back a pending request (`id` is the friendship id): it becomes `reject`, and may be sent again.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["cancelConnectionRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending requests I sent, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["sentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/member-connection/suggested-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first 10 people I might know (the sidebar), ranked as peopleMightKnow.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["suggestedConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/active-memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The viewer’s live plans: their personal plan and the shop plans of the companies they manage, with their limits.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["activeMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/cancel/other": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a company’s shop plan at the end of its period: its owner only. The company keeps SHOP until the plan ends.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["cancelCompanyMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/cancel/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the viewer’s personal plan at the end of its period (status cancel-on-period-ends); choosing it again before then resumes it. No body is read.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["cancelPersonalMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/faq/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions and answers about a kind of plan, in the caller’s language.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["membershipFaq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every change and payment of the viewer’s personal plans and of the plans of the companies they own, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["membershipHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/packages/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans of a kind with their features, limits and monthly and yearly prices in a currency (default EUR); the viewer’s current plan.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["membershipPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/upgrade/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a plan (docs/memberships.md "Rules"): a first plan answers a checkoutUrl; a higher plan or a longer interval applies at once with a prorated charge; a lower plan or a shorter interval is scheduled for the period end; the current plan resumes one that cancels at period end. An illegal change is a 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["changeMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notifications, latest activity first (20 a page); unread ones of the same kind and subject are merged (“Ada and 3 others liked your post”).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * For every kind, whether it shows in my notification centre (inApp) and is pushed to my browsers (push); both on unless I turned them off.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["notificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn kinds on or off: each item changes the fields it gives. inApp off keeps the kind out of the centre, the live events and push alike; push off only stops the push. Answers every kind.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateNotificationPreferences"];
        trace?: never;
    };
    "/notifications/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register this browser’s Web Push subscription (PushSubscription.toJSON()): 201 with its id and a welcome push when new, 200 when known. Send the id as onesignal_player_id with PATCH /users/update/profile.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop pushing to one of my browsers (on sign-out or when the member turns push off there). 404 when it is not mine.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server’s VAPID public key: pass it as applicationServerKey to PushManager.subscribe().
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["pushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications seen: the given ids (404 when one is not mine; nothing changes then), or every one when `ids` is left out. Answers how many changed and the unread left.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["markNotificationsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of my notifications are unread (the bell’s number).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["notificationsUnreadTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home feed: my posts, my connections’, those of companies I follow or manage and of clubs I joined, newest first, as each post’s visibility allows.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["homeFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post, as the viewer may see it (404 otherwise, never its body).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete my post (marked deleted; restorePost brings it back within 10 minutes).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post’s comments, newest first, each with its first 50 replies (oldest first) and repliesTotal.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["postComments"];
        put?: never;
        /**
         * Comment on a post, or reply to a comment (parentId; a reply to a reply joins its thread). 403 when the post’s commentPermission excludes me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addPostComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment (its writer, or the post’s author); its replies go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deletePostComment"];
        options?: never;
        head?: never;
        /**
         * Change my comment’s text.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["editPostComment"];
        trace?: never;
    };
    "/post/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Like a post; liking it again changes nothing. Answers whether I like it (true) and the count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["likePost"];
        post?: never;
        /**
         * Take my like of a post back; not liking it changes nothing. Answers whether I like it (false) and the count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring back a post I deleted in the last 10 minutes (the undo after a delete call went through).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["restorePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote for one option of a survey: once (409 after), only before it ends (409). Answers the post with the results.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["voteInSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/all-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every post the viewer may see, newest first, 5 a page (SPEC §9).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["allPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/article-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an article: title, description, industry, category, cover images. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createArticlePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/body-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post text (only body is needed). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createBodyPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/document-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post documents (files: PDF, Word, Excel, PowerPoint, OpenDocument by content). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createDocumentPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/event-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an event: title, description, industry_id, category_id, start_date, end_date. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createEventPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/find-by-relation-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The posts a notification, message or link refers to, by id, in the order asked; those missing or not for the viewer are left out.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["findPostsByRelationId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/hashtag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts with a hashtag (with or without #, any case), newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["hashtagFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/like-control/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether I like a post (false signed out) and how many do.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["postLikeState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/like-post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Like a post, or take the like back when I already like it; answers whether I like it now and the count.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /post/{id}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["togglePostLike"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/likes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who likes a post, newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["postLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/media-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post images (files: JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF by content). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createMediaPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/mentions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * “Mentioned you”: posts by others that mention me (`@[Name](username)`), newest post first; a mention in a post I may not see is left out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["mentionedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/my-quoted-post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My shares of a post (the posts in which I quoted it), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["myQuotedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/post-track/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Record that I saw a post: once a member a day, never the author’s own views; answers the view count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["trackPostView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/product-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a product: title, price, currency, stock, industry_id, type, location, description, marketplace, files, faqs. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createProductPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posts whose text, title or description holds every word of q (as a word or the start of one, any language, any case), newest first; only posts the viewer may see (signed-out viewers: public posts).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["searchPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/share-count/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many times a post was shared (live shares).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["postShareCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/share-post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a public post with my own words (body may be empty): a new post of mine quoting it; visible defaults to public.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["sharePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/survey-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a survey: title, description, options (2–10), expire ("a day", "a week", "a month"). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createSurveyPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/timeline/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s timeline: the posts they made as themselves, newest first (as /users/timeline/{id}/posts).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["postTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/post/video-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a video (files: one MP4) with an optional image thumbnail. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createVideoPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product: a multipart form with up to 10 files. Location is fixed to country 6, state 487, city 7.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product with its files, FAQ and review summary.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["product"];
        put?: never;
        post?: never;
        /**
         * Delete a product (its author or its company’s managers); its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Change a product (its author or its company’s managers): the fields to change, new files and removed_files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/products/{id}/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The FAQ of a product, in the order it was written.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["productFaqs"];
        put?: never;
        /**
         * Add a question and its answer to a product (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createProductFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/faq/{faqId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an entry from a product's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteProductFaq"];
        options?: never;
        head?: never;
        /**
         * Change a question or answer of a product's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateProductFaq"];
        trace?: never;
    };
    "/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of a product, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["productReviews"];
        put?: never;
        /**
         * Review a product: content and a rate of 1 to 5. One review a member; not on your own product.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteProductReview"];
        options?: never;
        head?: never;
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateProductReview"];
        trace?: never;
    };
    "/products/new-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest products first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["newProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/other-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Other products of the same company (or, without one, the same member), newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["otherProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/popular-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Most reviewed and best rated products. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["popularProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/recommended-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products recommended to the viewer: best rated first, never their own. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["recommendedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/related-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products in the same industry or category, newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["relatedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a member, post, comment, deal, company or message I can see, with a reason; admins review it. Reporting the same thing again while the first report is open answers that report (200).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload your profile photo: a multipart form with one JPEG, PNG, WebP or GIF `image` (judged by its content), stored at 400×400 and 96×96. Only for yourself.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["uploadProfilePhoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a member did: posted, liked, commented (their latest comment a post), newest first; only posts the viewer may see.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deals a member listed, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/last-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s newest post the viewer may see ({ post: null } when none).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userLastPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products a member listed, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/block/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a member: neither of you sees the other’s profile, posts or comments, finds the other in search, or sends the other requests or messages; your connection and any pending request end. Blocking again changes nothing.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["blockMember"];
        /**
         * Unblock a member (nothing to do when they are not blocked). The connection that blocking ended does not come back.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["unblockMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members I block, most recently blocked first (20 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["blockedMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/business-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a business offer to one's profile (at most 20): a multipart form with up to 10 files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addBusinessOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/business-offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of one’s business offers; its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteBusinessOffer"];
        options?: never;
        head?: never;
        /**
         * Change one of one’s business offers: the fields to change, new files and removed_files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateBusinessOffer"];
        trace?: never;
    };
    "/users/connected-account/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s payout account balance per currency (available and pending); empty before the account exists.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["connectedAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/connected-account/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the member’s payout account, where referral earnings are paid (business type individual and the member’s name unless given); answers the onboarding link. Called again, answers a fresh link until onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["createConnectedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/connected-account/login-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A one-time link to the member’s payout dashboard at the provider, once onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["connectedAccountLoginLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/connected-account/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s payouts, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["connectedAccountPayouts"];
        put?: never;
        /**
         * Pays the member’s available balance out to their bank (one payout per currency); the earnings in it become paid out. Send an Idempotency-Key: a retry pays once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["payOutConnectedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/connected-account/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s payout account and its onboarding step, refreshed from the provider.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["connectedAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account after re-entering my password: personal data removed, what others still need kept under “Deleted member” (docs/accounts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member’s referral earnings, newest first (pending, available, paid out), with totals per status and currency. Earnings owed are moved to the payout account first when it is enabled.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["earnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/educations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a school to one's profile (at most 50).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addEducation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/educations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of one’s educations.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteEducation"];
        options?: never;
        head?: never;
        /**
         * Change one of one’s educations: the fields sent (null clears; end_date_year null = ongoing).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateEducation"];
        trace?: never;
    };
    "/users/experiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a job to one's profile (at most 50). company_slug links a Dealgrow company; company_name otherwise.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["addExperience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/experiences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of one’s experiences.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteExperience"];
        options?: never;
        head?: never;
        /**
         * Change one of one’s experiences: the fields sent (null clears; end_date_year null = current).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updateExperience"];
        trace?: never;
    };
    "/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a ZIP of my data in the background (an export under way, or one made in the last minute, is answered instead); a small account’s is ready within the request.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["requestAccountExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of my exports: its status and progress.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["accountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ZIP of one of my ready exports (409 while it is being prepared).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["downloadAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set one's interests: the whole list, in order (adding, removing and reordering are one call). At most 50, each 1 to 80 characters; duplicates (whatever the case) are kept once, at their first place.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["setInterests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/is-verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether your e-mail address is verified.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["isVerified"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member (SPEC §3 "User (session)").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/people-might-know": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People I might know, 25 a page: by mutual connections, then shared companies, then same industry, then same country. Never my connections, pending requests either way, declined ones, or me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["peopleMightKnow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit my post: body, title, description, location, audience (visible, listId, clubId, userIds), commentPermission.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["editPost"];
        trace?: never;
    };
    "/users/profile-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own whole profile, with your e-mail address and your visibility settings.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["profileInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/profile-picture/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose who sees your profile photo; everyone else is shown the default image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["profilePictureVisibility"];
        trace?: never;
    };
    "/users/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's public profile, by id or username, with their connection count and, signed in, the connections you share and your friendship with them. Readable without signing in (partner widgets show it).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/profile/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's whole profile, by id or username: the card, experiences, educations, skills, interests, business offers and recommendations.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userProfileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a recommendation for one of your connections. It stays hidden (visible: false) until the recipient shows it on their profile.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["recommendMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/recommendations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a recommendation (its author or its recipient).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["deleteRecommendation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/recommendations/{id}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show or hide a recommendation on your profile (its recipient only).
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /users/recommendations/{id}/visible`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["toggleRecommendation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/recommendations/{id}/visible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Show a recommendation on your profile (its recipient only); shown already changes nothing. Answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["showRecommendation"];
        post?: never;
        /**
         * Hide a recommendation from your profile (its recipient only); hidden already changes nothing. Answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        delete: operations["hideRecommendation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/search-all-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find members by first name, last name, full name, username, job title, company or skill, best match first; an exact name ranks above a partial one and a typo still finds the member. Never searches e-mail addresses.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["searchAllUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set one's skills: the whole list, in order (adding, removing and reordering are one call). At most 50, each 1 to 80 characters; duplicates (whatever the case) are kept once, at their first place.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["setSkills"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/timeline/{id}/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member’s profile timeline: posts (every kind), articles, events, videos, or activities (posts they made, liked or commented on, by when).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["userTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/unique-username-control": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is this username free?
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 60 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["uniqueUsernameControl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own profile: the fields sent (null clears an optional one). Answers the session user, as GET /users/me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/update/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save your push-subscription id (OneSignal player id), sent once the user is loaded; null forgets it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        patch: operations["updatePushSubscription"];
        trace?: never;
    };
    "/users/visit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who viewed your profile, newest first (one entry a visitor a day; 25 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["visitLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/visit-profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that you viewed a member’s profile: at most once a viewer a day. Your own profile is never recorded ({ recorded: false }).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["visitProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The running version.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        get: operations["version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AccountExport */
        AccountExport: {
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When a ready export is removed.
             */
            expires_at: string;
            /** Format: uuid */
            id: string;
            /** @description How much is prepared, in percent. */
            progress: number;
            /** @description The ZIP’s size in bytes, once ready. */
            size?: number;
            status: "pending" | "running" | "ready" | "failed";
        };
        /** AccountSession */
        AccountSession: {
            /** Format: date-time */
            created_at: string;
            /** @description True for the session making this request. */
            current: boolean;
            device: string | null;
            /**
             * Format: uuid
             * @description The session’s public id (never its token).
             */
            id: string;
            ip: string | null;
            last_seen_at: string | null;
        };
        /** AdminReport */
        AdminReport: {
            /** @description Its author is suspended already. */
            author_suspended: boolean;
            /** Format: date-time */
            created_at: string;
            details: string | null;
            id: number;
            /** @description Why it is reported. */
            reason: "spam" | "harassment" | "hate" | "violence" | "scam" | "inappropriate" | "other";
            reporter: components["schemas"]["MemberSummary"];
            resolved_at: string | null;
            /** @description open: waiting for an admin; dismissed: nothing done; actioned: hidden or suspended. */
            status: "open" | "dismissed" | "actioned";
            subject_author: components["schemas"]["MemberSummary"] | null;
            /** @description The content is hidden already. */
            subject_hidden: boolean;
            subject_id: number;
            subject_preview: string | null;
            /** @description What is reported. */
            subject_type: "member" | "post" | "comment" | "deal" | "company" | "message";
        };
        /** AssignableManager */
        AssignableManager: {
            assigned: boolean;
            firstName: string;
            id: number;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** BlockedMember */
        BlockedMember: {
            /**
             * Format: date-time
             * @description When I blocked them.
             */
            blocked_at: string;
            firstName: string;
            id: number;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** BusinessOffer */
        BusinessOffer: {
            category: string | null;
            category_id: number | null;
            country: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            files: components["schemas"]["UploadedFile"][];
            id: number;
            industry: string | null;
            industry_id: number | null;
            /** @description active: shown to everyone; inactive: only its owner sees it. */
            state: "active" | "inactive";
            tags: string[];
            title: string;
            /** Format: date-time */
            updated_at: string;
            user_id: number;
        };
        /** ChatAutoMessage */
        ChatAutoMessage: {
            enabled: boolean;
            text: string | null;
        };
        /** ChatCompany */
        ChatCompany: {
            id: number;
            logo: string | null;
            name: string;
            slug: string;
        };
        /** ChatEventAckError */
        ChatEventAckError: {
            code: "validation_failed" | "internal_error";
            message: string;
        };
        /** ChatEventConnectError */
        ChatEventConnectError: {
            /** @constant */
            code: "invalid_token";
            message: string;
        };
        /** ChatEventMessageNew */
        ChatEventMessageNew: {
            message: components["schemas"]["ChatMessage"];
        };
        /** ChatEventMessageSeen */
        ChatEventMessageSeen: {
            /** Format: date-time */
            at: string;
            /** @description The company participant whose pointer moved, or null for a member. */
            companyId: number | null;
            /** Format: uuid */
            room_uuid: string;
            /** @description The room’s numeric id. */
            roomId: number;
            /** @description A message number in its room (0: before the first message). */
            sequence: number;
            /** @description The member who read (for a company participant: the manager who read for it). */
            userId: number;
        };
        /** ChatEventNotificationNew */
        ChatEventNotificationNew: {
            notification: components["schemas"]["Notification"];
        };
        /** ChatEventNotificationUnread */
        ChatEventNotificationUnread: {
            total: number;
        };
        /** ChatEventPresence */
        ChatEventPresence: {
            online: boolean;
            userId: number;
        };
        /** ChatEventPresenceQuery */
        ChatEventPresenceQuery: {
            userIds: number[];
        };
        /** ChatEventPresenceQueryAck */
        ChatEventPresenceQueryAck: {
            error?: components["schemas"]["ChatEventAckError"];
            /** @description The asked members (connections of the asker only) with a socket open. */
            online: number[];
        };
        /** ChatEventRoomUpdated */
        ChatEventRoomUpdated: {
            reason: "created" | "archived" | "unarchived" | "deleted" | "participants" | "title" | "left";
            /** Format: uuid */
            room_uuid: string;
            /** @description The room’s numeric id. */
            roomId: number;
        };
        /** ChatEventSessionRevoked */
        ChatEventSessionRevoked: Record<string, never>;
        /** ChatEventSyncAck */
        ChatEventSyncAck: {
            error?: components["schemas"]["ChatEventAckError"];
            /** @description Every message after `after` in each room the member is in, by room then sequence. */
            messages: components["schemas"]["ChatMessage"][];
            /** @description Rooms with more messages than answered: read them with GET …/chat-message?after=. */
            more: number[];
        };
        /** ChatEventSyncRequest */
        ChatEventSyncRequest: {
            rooms: {
                after: number;
                roomId: number;
            }[];
        };
        /** ChatEventTyping */
        ChatEventTyping: {
            /** Format: uuid */
            room_uuid: string;
            /** @description The room’s numeric id. */
            roomId: number;
            typing: boolean;
            userId: number;
        };
        /** ChatEventTypingRequest */
        ChatEventTypingRequest: {
            roomId: number;
            typing: boolean;
        };
        /** ChatFile */
        ChatFile: {
            id: number;
            mimeType: string;
            name: string;
            size: number;
            /** @description A signed download address (about an hour), usable in <img> and links without a token. */
            url: string;
        };
        /** ChatMessage */
        ChatMessage: {
            /** Format: date-time */
            created_at: string;
            file: components["schemas"]["ChatFile"] | null;
            id: number;
            /** @description An away message sent for its author. */
            is_auto: boolean;
            room_id: number;
            /** Format: uuid */
            room_uuid: string;
            sender: components["schemas"]["MemberSummary"] | null;
            sender_company: components["schemas"]["ChatCompany"] | null;
            /** @description The message number in its room: 1, 2, 3, … with no gap. */
            sequence: number;
            text: string;
        };
        /** ChatMessagePage */
        ChatMessagePage: {
            hasMore: boolean;
            /** @description Ascending by sequence. */
            items: components["schemas"]["ChatMessage"][];
        };
        /**
         * ChatParticipant
         * @description A member, or a company answered by its current managers.
         */
        ChatParticipant: {
            company: components["schemas"]["ChatCompany"] | null;
            role: "owner" | "member";
            user: components["schemas"]["MemberSummary"] | null;
        };
        /** ChatReadPointer */
        ChatReadPointer: {
            sequence: number;
            userId: number;
        };
        /** ChatRoom */
        ChatRoom: {
            clubId: number | null;
            companyId: number | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            isArchived: boolean;
            lastChatMessage: components["schemas"]["ChatMessage"] | null;
            lastSequence: number;
            /** @description Up to 5, the viewer last. */
            participants: components["schemas"]["ChatParticipant"][];
            participantsCount: number;
            /** @description Other participants’ read pointers; empty when read receipts are off on either side. */
            readUpTo: components["schemas"]["ChatReadPointer"][];
            /** @description private (two connections), group, company (a member and a company), club (every club member). */
            room_type: "private" | "group" | "company" | "club";
            /** Format: uuid */
            room_uuid: string;
            title: string | null;
            totalUnreadMessages: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** ChatRoomBetween */
        ChatRoomBetween: {
            exists: boolean;
            room: components["schemas"]["ChatRoom"] | null;
        };
        /** ChatSeen */
        ChatSeen: {
            sequence: number;
            totalUnreadMessages: number;
        };
        /** ChatSettings */
        ChatSettings: {
            /** @description Off hides your read receipts from others and theirs from you. */
            readReceipts: boolean;
        };
        /** ChatUnreadTotal */
        ChatUnreadTotal: {
            rooms: number;
            total: number;
        };
        /** Club */
        Club: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            id: number;
            isMember: boolean;
            isOwner: boolean;
            logo: string | null;
            /** @description Members, the owner included. */
            members: number;
            name: string;
            owner: components["schemas"]["MemberSummary"] | null;
            /** @description Join requests waiting; counted for the owner and admins only, else 0. */
            pendingRequests: number;
            /** @description open: a member who asks joins at once; closed: asking makes a join request the owner or an admin answers. */
            privacy: "open" | "closed";
            /** @description The caller’s join request waits for an answer. */
            requestPending: boolean;
            role: ("owner" | "admin" | "member") | null;
            /** @description The club’s URL (unique, lower case). */
            slug: string;
        };
        /** ClubJoinAnswer */
        ClubJoinAnswer: {
            /** @description approved: the member joined (an open club); pending: the request waits for the owner or an admin (a closed club). */
            status: "approved" | "pending";
        };
        /** ClubJoinRequest */
        ClubJoinRequest: {
            /** Format: date-time */
            created_at: string;
            id: number;
            member: components["schemas"]["MemberCard"];
            status: "pending" | "approved" | "declined";
        };
        /** ClubMember */
        ClubMember: {
            /** Format: date-time */
            joined_at: string;
            member: components["schemas"]["MemberCard"];
            role: "owner" | "admin" | "member";
        };
        /** Company */
        Company: {
            about: string | null;
            cover_image: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Members following the page, counted when answered. */
            followers: number;
            founded_year: number | null;
            id: number;
            industry: {
                id: number;
                name: string;
            } | null;
            isFollower: boolean;
            /** @description The caller owns or manages the company. */
            isManager: boolean;
            isOwner: boolean;
            location: string | null;
            logo: string | null;
            name: string;
            pinnedPostId: number | null;
            /** @description Who sees the logo: public = anyone; members = signed-in members (others are answered null). */
            profile_picture_visibility: "public" | "members";
            size: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001+") | null;
            slug: string;
            type: components["schemas"]["CompanyType"] | null;
            userMembership: {
                type: "SHOP" | "PERSONAL";
            } | null;
            website: string | null;
        };
        /** CompanyFollowState */
        CompanyFollowState: {
            followers: number;
            isFollower: boolean;
        };
        /** CompanyManager */
        CompanyManager: {
            /** Format: date-time */
            added_at: string;
            isLeadManager: boolean;
            member: components["schemas"]["MemberCard"];
            role: "owner" | "manager";
        };
        /** CompanyReceivedReview */
        CompanyReceivedReview: {
            author: components["schemas"]["MemberSummary"];
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            rate: number;
            subject: components["schemas"]["ReviewSubject"];
            /** Format: date-time */
            updated_at: string;
        };
        /** CompanyReview */
        CompanyReview: {
            author: components["schemas"]["MemberSummary"];
            company: components["schemas"]["CompanySummary"];
            content: string;
            /** Format: date-time */
            created_at: string;
            /** @description The viewer likes it. */
            didLike: boolean;
            id: number;
            likes: number;
            rate: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** CompanySummary */
        CompanySummary: {
            id: number;
            logo: string | null;
            name: string;
            slug: string;
        };
        /** CompanyType */
        CompanyType: {
            id: number;
            key: string;
            /** @description In the answer’s language. */
            name: string;
        };
        /** CompanyWithManagers */
        CompanyWithManagers: {
            about: string | null;
            cover_image: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Members following the page, counted when answered. */
            followers: number;
            founded_year: number | null;
            id: number;
            industry: {
                id: number;
                name: string;
            } | null;
            isFollower: boolean;
            /** @description The caller owns or manages the company. */
            isManager: boolean;
            isOwner: boolean;
            location: string | null;
            logo: string | null;
            managers?: components["schemas"]["CompanyManager"][];
            name: string;
            pinnedPostId: number | null;
            /** @description Who sees the logo: public = anyone; members = signed-in members (others are answered null). */
            profile_picture_visibility: "public" | "members";
            size: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001+") | null;
            slug: string;
            type: components["schemas"]["CompanyType"] | null;
            userMembership: {
                type: "SHOP" | "PERSONAL";
            } | null;
            website: string | null;
        };
        /** ConnectedAccount */
        ConnectedAccount: {
            onboarding_url: string | null;
            owner_id: number;
            owner_type: "user" | "company";
            /** @description What the provider still needs before the account is enabled. */
            requirements: string[];
            /** @description The next onboarding step: choose the business type, give the name, finish the provider’s onboarding, or done. */
            step: "business_type" | "name" | "onboarding" | "done";
            /** @description Onboarding finished: the account receives money and pays out. */
            stripe_account_enabled: boolean;
            stripe_account_id: string | null;
            stripe_account_name: string | null;
            stripe_business_type: ("individual" | "company") | null;
        };
        /** ConnectedAccountBalance */
        ConnectedAccountBalance: {
            /** @description Ready to pay out, per currency. */
            available: components["schemas"]["Money"][];
            /** @description On its way to available, per currency. */
            pending: components["schemas"]["Money"][];
        };
        /** ConnectedAccountLoginLink */
        ConnectedAccountLoginLink: {
            url: string;
        };
        /** Connection */
        Connection: {
            /** Format: date-time */
            connected_at: string;
            friendship_id: number;
            member: components["schemas"]["MemberCard"];
        };
        /** Country */
        Country: {
            id: number;
            name: string;
            name_fr: string;
            name_tr: string;
            /** @description Two-letter code. */
            value: string;
        };
        /** Currency */
        Currency: {
            code: string;
            id: number;
            name: string;
            name_fr: string;
            symbol: string;
        };
        /** Deal */
        Deal: {
            author: components["schemas"]["MemberSummary"];
            author_id: number;
            buy_currency?: string;
            buy_price?: number;
            /** @description The viewer may change this deal. */
            can_edit: boolean;
            category_id: number | null;
            /**
             * @description Fixed to anyone (SPEC §5).
             * @enum {string}
             */
            comment_permission: "anyone";
            company: components["schemas"]["CompanySummary"] | null;
            company_id: number | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            description: string;
            files: components["schemas"]["UploadedFile"][];
            id: number;
            industry: string | null;
            industry_id: number | null;
            is_sponsored: boolean;
            isAllIndustry: boolean;
            location: string | null;
            /** @description Members who manage this deal besides its author and company. */
            managers: components["schemas"]["MemberSummary"][];
            price: number | null;
            rating: number | null;
            refer_currency?: string;
            refer_price?: number;
            reviews_count: number;
            sell_currency?: string;
            sell_price?: number;
            stock: number | null;
            sub_type: string | null;
            title: string;
            /** @description offer: for sale; demand: wanted. */
            type: "offer" | "demand";
            /** Format: date-time */
            updated_at: string;
            /**
             * @description Fixed to anyone (SPEC §5).
             * @enum {string}
             */
            visibility: "anyone";
        };
        /** DealDetail */
        DealDetail: {
            author: components["schemas"]["MemberSummary"];
            author_id: number;
            buy_currency?: string;
            buy_price?: number;
            /** @description The viewer may change this deal. */
            can_edit: boolean;
            category_id: number | null;
            /**
             * @description Fixed to anyone (SPEC §5).
             * @enum {string}
             */
            comment_permission: "anyone";
            company: components["schemas"]["CompanySummary"] | null;
            company_id: number | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            description: string;
            faqs: components["schemas"]["Faq"][];
            files: components["schemas"]["UploadedFile"][];
            id: number;
            industry: string | null;
            industry_id: number | null;
            is_sponsored: boolean;
            isAllIndustry: boolean;
            location: string | null;
            /** @description Members who manage this deal besides its author and company. */
            managers: components["schemas"]["MemberSummary"][];
            price: number | null;
            rating: number | null;
            refer_currency?: string;
            refer_price?: number;
            reviews_count: number;
            sell_currency?: string;
            sell_price?: number;
            stock: number | null;
            sub_type: string | null;
            title: string;
            /** @description offer: for sale; demand: wanted. */
            type: "offer" | "demand";
            /** Format: date-time */
            updated_at: string;
            /**
             * @description Fixed to anyone (SPEC §5).
             * @enum {string}
             */
            visibility: "anyone";
        };
        /** DealReview */
        DealReview: {
            author: components["schemas"]["MemberSummary"];
            content: string;
            /** Format: date-time */
            created_at: string;
            /** @description The viewer likes it. */
            didLike: boolean;
            id: number;
            likes: number;
            rate: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** Earning */
        Earning: {
            /** @description Minor unit. */
            amount: number;
            available_at: string | null;
            /** Format: date-time */
            created_at: string;
            currency: string;
            deal: {
                id: number | null;
                title: string;
            };
            id: number;
            lead_id: number | null;
            paid_out_at: string | null;
            status: "pending" | "available" | "paid_out";
        };
        /** EarningsPage */
        EarningsPage: {
            items: components["schemas"]["Earning"][];
            limit: number;
            page: number;
            total: number;
            /** @description Every earning of the member summed per status and currency. */
            totals: {
                available: components["schemas"]["Money"][];
                paid_out: components["schemas"]["Money"][];
                pending: components["schemas"]["Money"][];
            };
        };
        /** Education */
        Education: {
            /** Format: date-time */
            created_at: string;
            degree: string | null;
            description: string | null;
            end_date_month: number | null;
            end_date_year: number | null;
            field_of_study: string | null;
            id: number;
            position: number;
            school: string;
            start_date_month: number | null;
            start_date_year: number | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** EmploymentType */
        EmploymentType: {
            id: number;
            name: string;
        };
        /** Error */
        Error: {
            /** @description A stable machine-readable code, e.g. validation_failed. */
            code: string;
            /** @description Per-field messages, keyed by field name. */
            fields?: {
                [key: string]: string;
            };
            /** @description What went wrong, in words a member can act on. */
            message: string;
        };
        /** Experience */
        Experience: {
            company: components["schemas"]["CompanySummary"] | null;
            company_name: string | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            employment_type: components["schemas"]["EmploymentType"] | null;
            employment_type_id: number | null;
            end_date_month: number | null;
            end_date_year: number | null;
            id: number;
            location: string | null;
            position: number;
            start_date_month: number | null;
            start_date_year: number | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** Faq */
        Faq: {
            answer: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            question: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** FriendList */
        FriendList: {
            icon: string | null;
            id: number;
            /** @description The 50 members added last, newest first. */
            members: components["schemas"]["MemberCard"][];
            members_total: number;
            name: string;
        };
        /** Friendship */
        Friendship: {
            /** Format: date-time */
            created_at: string;
            deleted_at: string | null;
            /** @description The member who received it. */
            friend_id: number;
            id: number;
            receiver: components["schemas"]["MemberCard"];
            sender: components["schemas"]["MemberCard"];
            /** @description SPEC §4: pending_first_second (request sent), accept/friends (connected), reject (can send again), declined_first_second. */
            status: "pending_first_second" | "accept" | "friends" | "reject" | "declined_first_second";
            /** Format: date-time */
            updated_at: string;
            /** @description The member who sent the request. */
            user_id: number;
        };
        /** Lead */
        Lead: {
            budget: number | null;
            closed_at: string | null;
            closed_by: number | null;
            club_id: number | null;
            comments_count: number;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            deal: {
                id: number;
                title: string;
                type: "offer" | "demand";
            };
            files_count: number;
            final_budget: number | null;
            id: number;
            /** @description The statuses the signed-in member may ask for now. */
            next_statuses: ("todo" | "in-progress" | "accepted" | "refused")[];
            receiver: components["schemas"]["MemberSummary"] | null;
            receiver_approval: boolean;
            receiver_approved_at: string | null;
            receiver_approved_by: number | null;
            receiver_company: {
                id: number;
                name: string;
                slug: string;
            } | null;
            referral_user: components["schemas"]["MemberSummary"] | null;
            referral_user_id: number | null;
            sender: components["schemas"]["MemberSummary"];
            sender_approval: boolean;
            sender_approved_at: string | null;
            sender_approved_by: number | null;
            /** @description todo → in-progress → accepted | refused (docs/leads.md). */
            status: "todo" | "in-progress" | "accepted" | "refused";
            tasks_count: number;
            tasks_done: number;
            text: string;
            /** @description buy an offer, sell to a demand, or refer someone to a deal. */
            type: "buy" | "sell" | "refer";
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            uuid: string;
            /** @description The side the signed-in member works on. */
            viewer_side: "sender" | "receiver";
        };
        /** LeadActivity */
        LeadActivity: {
            /** @description created, status_changed, approved, refused, field_edited, file_uploaded, … */
            action: string;
            actor: components["schemas"]["MemberSummary"] | null;
            /** Format: date-time */
            created_at: string;
            details: {
                [key: string]: string | number | boolean | null;
            };
            id: number;
            lead_id: number;
        };
        /** LeadComment */
        LeadComment: {
            author: components["schemas"]["MemberSummary"] | null;
            /** Format: date-time */
            created_at: string;
            file: components["schemas"]["UploadedFile"] | null;
            id: number;
            lead_id: number;
            text: string;
        };
        /** LeadDetails */
        LeadDetails: {
            /** @description The newest 20; GET /lead/activities/{id} has them all. */
            activities: components["schemas"]["LeadActivity"][];
            assignees: components["schemas"]["MemberSummary"][];
            budget: number | null;
            closed_at: string | null;
            closed_by: number | null;
            club_id: number | null;
            comments: components["schemas"]["LeadComment"][];
            comments_count: number;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            deal: {
                id: number;
                title: string;
                type: "offer" | "demand";
            };
            files: components["schemas"]["UploadedFile"][];
            files_count: number;
            final_budget: number | null;
            id: number;
            /** @description The statuses the signed-in member may ask for now. */
            next_statuses: ("todo" | "in-progress" | "accepted" | "refused")[];
            receiver: components["schemas"]["MemberSummary"] | null;
            receiver_approval: boolean;
            receiver_approved_at: string | null;
            receiver_approved_by: number | null;
            receiver_company: {
                id: number;
                name: string;
                slug: string;
            } | null;
            referral_user: components["schemas"]["MemberSummary"] | null;
            referral_user_id: number | null;
            sender: components["schemas"]["MemberSummary"];
            sender_approval: boolean;
            sender_approved_at: string | null;
            sender_approved_by: number | null;
            /** @description todo → in-progress → accepted | refused (docs/leads.md). */
            status: "todo" | "in-progress" | "accepted" | "refused";
            tasks: components["schemas"]["LeadTask"][];
            tasks_count: number;
            tasks_done: number;
            text: string;
            /** @description buy an offer, sell to a demand, or refer someone to a deal. */
            type: "buy" | "sell" | "refer";
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            uuid: string;
            /** @description The side the signed-in member works on. */
            viewer_side: "sender" | "receiver";
        };
        /** LeadStatistic */
        LeadStatistic: {
            scope: "general" | "personal" | "club" | "club-detail";
            stat: string;
            /** @description Named numbers, e.g. { todo: 3, accepted: 1, … } or { EUR: 1500 }. */
            values: {
                [key: string]: number;
            };
        };
        /** LeadTask */
        LeadTask: {
            author_id: number | null;
            /** Format: date-time */
            created_at: string;
            done: boolean;
            done_at: string | null;
            done_by: number | null;
            id: number;
            lead_id: number;
            text: string;
            /** @description What kind of step the task is. */
            type: "call" | "email" | "meeting" | "follow-up" | "document" | "other";
        };
        /** LinkPreview */
        LinkPreview: {
            description: string | null;
            image: string | null;
            title: string | null;
            url: string;
        };
        /** MemberCard */
        MemberCard: {
            companyName: string | null;
            firstName: string;
            id: number;
            jobTitle: string | null;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** Membership */
        Membership: {
            /** @description Price per period in the currency’s minor unit (cents). */
            amount: number;
            company: {
                id: number;
                name: string;
                slug: string;
            } | null;
            currency: string;
            /**
             * Format: date-time
             * @description Renewal, scheduled change or end.
             */
            current_period_end: string;
            /** Format: date-time */
            current_period_start: string;
            id: number;
            interval: "month" | "year";
            kind: "personal" | "shop";
            limits: components["schemas"]["PlanLimits"];
            pending_change: {
                /** @description The price per period from then on, minor unit. */
                amount: number;
                /** Format: date-time */
                effective_at: string;
                interval: "month" | "year";
                plan: string;
                plan_name: string;
            } | null;
            plan: string;
            plan_name: string;
            /** @description SPEC §4. */
            status: "active" | "cancel-on-period-ends";
        };
        /** MembershipCancel */
        MembershipCancel: {
            membership: components["schemas"]["Membership"];
        };
        /** MembershipChange */
        MembershipChange: {
            action: "checkout" | "upgraded" | "interval_changed" | "resumed" | "change_scheduled" | "change_unscheduled";
            charged: {
                amount: number;
                currency: string;
                payment_id: string | null;
            } | null;
            checkout_session_id: string | null;
            checkoutUrl: string | null;
            membership: components["schemas"]["Membership"] | null;
        };
        /** MembershipFaq */
        MembershipFaq: {
            items: {
                answer: string;
                question: string;
            }[];
        };
        /** MembershipHistoryEntry */
        MembershipHistoryEntry: {
            /** @description checkout_started, subscribed, upgraded, interval_changed, change_scheduled, change_unscheduled, canceled, resumed, renewed, downgraded, expired, payment_succeeded, payment_failed. */
            action: string;
            actor_id: number | null;
            amount: number | null;
            company: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            id: number;
            interval: "month" | "year";
            kind: "personal" | "shop";
            membership_id: number;
            note: string | null;
            payment_id: string | null;
            plan: string;
            plan_name: string;
        };
        /** MembershipPackage */
        MembershipPackage: {
            features: string[];
            key: string;
            limits: components["schemas"]["PlanLimits"];
            name: string;
            /** @description Per period, minor unit of `currency`. */
            prices: {
                month: number;
                year: number;
            };
            /** @description Higher is more; the free level is 0. */
            rank: number;
            yearly_saving_percent: number;
        };
        /** MembershipPackages */
        MembershipPackages: {
            currencies: string[];
            currency: string;
            current: components["schemas"]["Membership"] | null;
            free_limits: components["schemas"]["PlanLimits"];
            kind: "personal" | "shop";
            plans: components["schemas"]["MembershipPackage"][];
        };
        /** MemberSummary */
        MemberSummary: {
            firstName: string;
            id: number;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** Money */
        Money: {
            /** @description In the currency’s minor unit (cents): 1250 EUR is €12.50. */
            amount: number;
            /** @description ISO 4217, upper case. */
            currency: string;
        };
        /** Notification */
        Notification: {
            /** @description The latest actors, newest first (none for membership and payout kinds). */
            actors: components["schemas"]["MemberSummary"][];
            /** @description Distinct actors in the group: “Ada and {actorsCount - 1} others”. */
            actorsCount: number;
            /** @description Events merged into this notification while it was unread. */
            count: number;
            /**
             * Format: date-time
             * @description When the first event of the group happened.
             */
            createdAt: string;
            data: components["schemas"]["NotificationData"];
            id: number;
            kind: components["schemas"]["NotificationKind"];
            seen: boolean;
            subject: {
                id: number;
                type: "friendship" | "member" | "post" | "chat_room" | "lead" | "membership" | "payout";
            };
            /** @description The sentence to show, in the answer’s language (e.g. “Ada Lovelace and 3 others liked your post.”). */
            text: string;
            /**
             * Format: date-time
             * @description When the latest event happened: the list’s order.
             */
            updatedAt: string;
            /** @description The app path it opens, without the language prefix. */
            url: string;
        };
        /** NotificationData */
        NotificationData: {
            /** @description The amount paid, in major units. */
            amount?: number;
            /** @description The amount’s currency code. */
            currency?: string;
            /** @description The membership plan. */
            plan?: string;
            /** @description The start of the comment or message. */
            preview?: string;
            /** @description The conversation’s uuid. */
            roomUuid?: string;
            /** @description The lead’s status after the change. */
            status?: string;
        };
        /**
         * NotificationKind
         * @description What the notification is about (docs/notifications.md "Kinds").
         */
        NotificationKind: "connection_request" | "connection_accepted" | "post_liked" | "post_commented" | "mentioned" | "chat_message" | "lead_new" | "lead_status" | "membership_renewed" | "membership_payment_failed" | "payout_paid";
        /** NotificationPreference */
        NotificationPreference: {
            inApp: boolean;
            kind: components["schemas"]["NotificationKind"];
            push: boolean;
        };
        /** NotificationPreferences */
        NotificationPreferences: {
            /** @description Every kind, in the order of docs/notifications.md. */
            items: components["schemas"]["NotificationPreference"][];
        };
        /** NotificationUnreadTotal */
        NotificationUnreadTotal: {
            total: number;
        };
        /** OidcIdentity */
        OidcIdentity: {
            /** Format: date-time */
            created_at: string;
            email: string | null;
            id: number;
            issuer: string;
        };
        /** Payout */
        Payout: {
            /** @description Minor unit. */
            amount: number;
            arrival_date: string | null;
            /** Format: date-time */
            created_at: string;
            currency: string;
            failure_message: string | null;
            id: string;
            status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
        };
        /** PayoutList */
        PayoutList: {
            items: components["schemas"]["Payout"][];
        };
        /** PlanLimits */
        PlanLimits: {
            deals: number | null;
            products: number | null;
        };
        /** Post */
        Post: {
            author: components["schemas"]["MemberCard"];
            /** @description The member who wrote it (also for company and club posts). */
            authorId: number;
            /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
            authorType: "user" | "company" | "club";
            body: string;
            /** @description The viewer wrote it: may edit and delete it. */
            canEdit: boolean;
            category_id: number | null;
            club: components["schemas"]["PostingEntity"] | null;
            clubId: number | null;
            /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
            commentPermission: "anyone" | "connections" | "no-one";
            comments: number;
            company: components["schemas"]["PostingEntity"] | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            deletedAt: string | null;
            description: string | null;
            didLike: boolean;
            end_date: string | null;
            faqs: components["schemas"]["PostFaq"][];
            files: components["schemas"]["UploadedFile"][];
            /** @description Lower-case, without #. */
            hashtags: string[];
            id: number;
            industry_id: number | null;
            /** @description body, media, video, document, article, event, product or survey. */
            kind: "body" | "media" | "video" | "document" | "article" | "event" | "product" | "survey";
            likes: number;
            link_preview_html: string | null;
            linkPreview: components["schemas"]["LinkPreview"] | null;
            listId: number | null;
            location: string | null;
            marketplace: boolean | null;
            mentions: {
                id: number;
                username: string;
            }[];
            price: number | null;
            sharedPost: components["schemas"]["QuotedPost"] | null;
            sharedPostId: number | null;
            shares: number;
            /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
            shareType: "user" | "company" | "club";
            start_date: string | null;
            stock: number | null;
            survey: components["schemas"]["Survey"] | null;
            thumbnail: components["schemas"]["UploadedFile"] | null;
            title: string | null;
            type: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description For specific: the members chosen; shown to the author only (others get []). */
            userIds: number[];
            views: number;
            /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
            visible: "public" | "connections" | "list" | "specific" | "club" | "hide";
        };
        /** PostActivity */
        PostActivity: {
            /** Format: date-time */
            at: string;
            post: components["schemas"]["Post"];
            type: "posted" | "liked" | "commented";
        };
        /** PostComment */
        PostComment: {
            author: components["schemas"]["MemberCard"];
            body: string;
            /** @description The viewer wrote it or wrote the post. */
            canDelete: boolean;
            /** @description The viewer wrote it. */
            canEdit: boolean;
            /** Format: date-time */
            created_at: string;
            id: number;
            parentId: number | null;
            postId: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** PostCommentThread */
        PostCommentThread: {
            author: components["schemas"]["MemberCard"];
            body: string;
            /** @description The viewer wrote it or wrote the post. */
            canDelete: boolean;
            /** @description The viewer wrote it. */
            canEdit: boolean;
            /** Format: date-time */
            created_at: string;
            id: number;
            parentId: number | null;
            postId: number;
            /** @description The first 50 replies, oldest first. */
            replies: components["schemas"]["PostComment"][];
            repliesTotal: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** PostFaq */
        PostFaq: {
            answer: string;
            question: string;
        };
        /** PostingEntity */
        PostingEntity: {
            id: number;
            logo: string | null;
            name: string;
            slug: string;
        };
        /** PostLiker */
        PostLiker: {
            /** Format: date-time */
            liked_at: string;
            member: components["schemas"]["MemberCard"];
        };
        /** PostLikeState */
        PostLikeState: {
            /** @description The viewer likes it. */
            liked: boolean;
            likes: number;
        };
        /** Product */
        Product: {
            author: components["schemas"]["MemberSummary"];
            author_id: number;
            /** @description The viewer may change this product. */
            can_edit: boolean;
            category_id: number | null;
            /** @enum {number} */
            city_id: 7;
            company: components["schemas"]["CompanySummary"] | null;
            company_id: number | null;
            /** @enum {number} */
            country_id: 6;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            description: string;
            files: components["schemas"]["UploadedFile"][];
            id: number;
            industry: string | null;
            industry_id: number | null;
            price: number | null;
            rating: number | null;
            reviews_count: number;
            /** @enum {number} */
            state_id: 487;
            stock: number | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** ProductDetail */
        ProductDetail: {
            author: components["schemas"]["MemberSummary"];
            author_id: number;
            /** @description The viewer may change this product. */
            can_edit: boolean;
            category_id: number | null;
            /** @enum {number} */
            city_id: 7;
            company: components["schemas"]["CompanySummary"] | null;
            company_id: number | null;
            /** @enum {number} */
            country_id: 6;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            description: string;
            faqs: components["schemas"]["Faq"][];
            files: components["schemas"]["UploadedFile"][];
            id: number;
            industry: string | null;
            industry_id: number | null;
            price: number | null;
            rating: number | null;
            reviews_count: number;
            /** @enum {number} */
            state_id: 487;
            stock: number | null;
            title: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** ProductReview */
        ProductReview: {
            author: components["schemas"]["MemberSummary"];
            content: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            rate: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** ProfileInfo */
        ProfileInfo: {
            bio: string | null;
            /** @description Newest first; inactive ones only for their owner. */
            businessOffers: components["schemas"]["BusinessOffer"][];
            companyName: string | null;
            /** @description How many connections the member has (always public). */
            connectionsTotal: number;
            country: string | null;
            /** @description Ongoing first, then by end date, newest first. */
            educations: components["schemas"]["Education"][];
            /** @description Current jobs first, then by end date, newest first (SPEC §4). */
            experiences: components["schemas"]["Experience"][];
            firstName: string;
            friendship: components["schemas"]["Friendship"] | null;
            id: number;
            /** @description In the member’s order. */
            interests: string[];
            jobTitle: string | null;
            lastName: string;
            mutualConnectionsTotal: number | null;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            /** @description Newest first, at most 50: the visible ones; the recipient also sees the hidden ones (visible: false). */
            recommendations: components["schemas"]["Recommendation"][];
            /** @description In the member’s order. */
            skills: string[];
            username: string;
        };
        /** ProfileInformation */
        ProfileInformation: {
            bio: string | null;
            /** @description Newest first; inactive ones only for their owner. */
            businessOffers: components["schemas"]["BusinessOffer"][];
            companyName: string | null;
            /** @description How many connections the member has (always public). */
            connectionsTotal: number;
            /** @description Who may list your connections: your connections, everyone, or only you. The count is always public. */
            connectionsVisibility: "connections" | "everyone" | "only_me";
            country: string | null;
            /** @description Ongoing first, then by end date, newest first. */
            educations: components["schemas"]["Education"][];
            email: string;
            /** @description Current jobs first, then by end date, newest first (SPEC §4). */
            experiences: components["schemas"]["Experience"][];
            firstName: string;
            friendship: components["schemas"]["Friendship"] | null;
            id: number;
            industry_id: number | null;
            /** @description In the member’s order. */
            interests: string[];
            jobTitle: string | null;
            lastName: string;
            mutualConnectionsTotal: number | null;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            /** @description Who sees the photo: public = anyone; members = signed-in members; connections = your connections. Others see the default image. */
            profilePictureVisibility: "public" | "members" | "connections";
            /** @description Newest first, at most 50: the visible ones; the recipient also sees the hidden ones (visible: false). */
            recommendations: components["schemas"]["Recommendation"][];
            /** @description In the member’s order. */
            skills: string[];
            username: string;
        };
        /** ProfilePhoto */
        ProfilePhoto: {
            profilePhotoSmallUrl: string;
            profilePhotoUrl: string;
        };
        /** ProfileVisit */
        ProfileVisit: {
            /**
             * Format: date-time
             * @description Their first view that day.
             */
            visited_at: string;
            visitor: components["schemas"]["MemberCard"];
        };
        /** PublicProfile */
        PublicProfile: {
            bio: string | null;
            companyName: string | null;
            /** @description How many connections the member has (always public). */
            connectionsTotal: number;
            country: string | null;
            firstName: string;
            friendship: components["schemas"]["Friendship"] | null;
            id: number;
            jobTitle: string | null;
            lastName: string;
            mutualConnectionsTotal: number | null;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** PushSubscriptionCreated */
        PushSubscriptionCreated: {
            /**
             * Format: uuid
             * @description Send it as onesignal_player_id with PATCH /users/update/profile (SPEC §7).
             */
            id: string;
        };
        /**
         * QuotedPost
         * @description The post this one shares; null when none or when the viewer may not see it.
         */
        QuotedPost: {
            author: components["schemas"]["MemberCard"];
            /** @description The member who wrote it (also for company and club posts). */
            authorId: number;
            /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
            authorType: "user" | "company" | "club";
            body: string;
            /** @description The viewer wrote it: may edit and delete it. */
            canEdit: boolean;
            category_id: number | null;
            club: components["schemas"]["PostingEntity"] | null;
            clubId: number | null;
            /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
            commentPermission: "anyone" | "connections" | "no-one";
            comments: number;
            company: components["schemas"]["PostingEntity"] | null;
            /** Format: date-time */
            created_at: string;
            currency: string | null;
            deletedAt: string | null;
            description: string | null;
            didLike: boolean;
            end_date: string | null;
            faqs: components["schemas"]["PostFaq"][];
            files: components["schemas"]["UploadedFile"][];
            /** @description Lower-case, without #. */
            hashtags: string[];
            id: number;
            industry_id: number | null;
            /** @description body, media, video, document, article, event, product or survey. */
            kind: "body" | "media" | "video" | "document" | "article" | "event" | "product" | "survey";
            likes: number;
            link_preview_html: string | null;
            linkPreview: components["schemas"]["LinkPreview"] | null;
            listId: number | null;
            location: string | null;
            marketplace: boolean | null;
            mentions: {
                id: number;
                username: string;
            }[];
            price: number | null;
            sharedPostId: number | null;
            shares: number;
            /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
            shareType: "user" | "company" | "club";
            start_date: string | null;
            stock: number | null;
            survey: components["schemas"]["Survey"] | null;
            thumbnail: components["schemas"]["UploadedFile"] | null;
            title: string | null;
            type: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description For specific: the members chosen; shown to the author only (others get []). */
            userIds: number[];
            views: number;
            /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
            visible: "public" | "connections" | "list" | "specific" | "club" | "hide";
        };
        /** Recommendation */
        Recommendation: {
            author: components["schemas"]["MemberCard"];
            author_id: number;
            /** Format: date-time */
            created_at: string;
            data: string;
            id: number;
            recipient_id: number;
            /** Format: date-time */
            updated_at: string;
            /** @description Shown on the recipient’s profile. Only the recipient sees hidden ones (and their author, when written). */
            visible: boolean;
        };
        /** ReportCreated */
        ReportCreated: {
            id: number;
        };
        /** ReviewSubject */
        ReviewSubject: {
            id: number;
            kind: "company" | "deal" | "product";
            /** @description The company’s name, or the deal’s or product’s title. */
            title: string;
        };
        /** SelectItem */
        SelectItem: {
            id: number;
            name: string;
            name_fr: string;
        };
        /** SessionUser */
        SessionUser: {
            /** @description Ids of the companies this member manages (at most 50, by id). */
            authorized_companies: number[];
            /** @description Ids of the deals this member may change: the 50 changed most recently. Whether the member may change a given deal is its own `can_edit`. */
            authorized_deals: number[];
            /** @description How many deals this member may change in all. */
            authorized_deals_total: number;
            bio: string | null;
            companyName: string | null;
            country: string | null;
            email: string;
            firstName: string;
            has_expired_deal_membership: boolean;
            id: number;
            /** @description true for an admin, who reviews the report queue (docs/accounts.md "Blocking and reporting"); always sent. */
            is_admin?: boolean;
            is_email_verified: boolean;
            jobTitle: string | null;
            /** @description Interface language. */
            lang: "en" | "fr" | "tr";
            lastName: string;
            /** @description Ids of the companies whose leads this member manages (at most 50, by id). */
            lead_manager_companies: number[];
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            status: "active" | "pending";
            stripe_account_enabled: boolean;
            stripe_account_id: string | null;
            stripe_account_name: string | null;
            stripe_business_type: string | null;
            username: string;
            verification_email_sent: boolean;
            /** @description Always null: the token travels only by e-mail. */
            verification_token: null;
        };
        /** ShowroomItem */
        ShowroomItem: {
            description: string;
            id: number;
            image: string | null;
            position: number;
            title: string;
            type: "default" | "video";
            url: string | null;
        };
        /** SuggestedMember */
        SuggestedMember: {
            companyName: string | null;
            firstName: string;
            id: number;
            jobTitle: string | null;
            lastName: string;
            mutualConnectionsTotal: number;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
        };
        /** Survey */
        Survey: {
            /** @description The survey has ended: no more votes, results shown to all. */
            closed: boolean;
            /** Format: date-time */
            expiresAt: string;
            myVote: number | null;
            options: components["schemas"]["SurveyOption"][];
            totalVotes: number | null;
        };
        /** SurveyOption */
        SurveyOption: {
            id: number;
            label: string;
            votes: number | null;
        };
        /** UploadedFile */
        UploadedFile: {
            /** Format: date-time */
            created_at: string;
            deleted_at: string | null;
            description: string | null;
            file_order: number;
            id: number;
            is_cover_file: boolean;
            is_downloadable: boolean;
            /** @description Judged from the content. */
            mime_type: string;
            /** @description Display name, from the uploaded file name. */
            name: string;
            /** @description Storage key: pass it as blobName to GET /api/azure/download. For a file of a post that is not public, the key followed by its signed address (`?expires=…&viewer=…&signature=…`, valid about an hour): pass it whole. */
            path: string;
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** VapidPublicKey */
        VapidPublicKey: {
            /** @description The server’s VAPID public key (base64url, uncompressed P-256 point): PushManager.subscribe’s applicationServerKey. */
            publicKey: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminReports: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description open: waiting for an admin; dismissed: nothing done; actioned: hidden or suspended. */
                status?: "open" | "dismissed" | "actioned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminReport"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    dismissReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    hideReported: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    suspendReported: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A report id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    downloadFile: {
        parameters: {
            query: {
                /** @description Extension the download name should end with, e.g. pdf. */
                blobExtension?: string;
                /** @description The file’s storage key: `path` of an UploadedFile, passed whole (a signed address’s `?expires=…&viewer=…&signature=…` included). */
                blobName: string;
                /** @description Signed address: when it expires (unix seconds). */
                expires?: string;
                /** @description true (default): download as an attachment; false: show images, PDF and video inline. */
                returnAsBlob?: boolean;
                /** @description Signed address: HMAC-SHA256 of the key, viewer and expiry, in hex. */
                signature?: string;
                /** @description Signed address: the member it was made for (none: anonymous). */
                viewer?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file’s bytes, with its stored content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address.
                     */
                    email: string;
                    /** @description The current password. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    /** @description At least 8 characters; not one of the most common passwords, not the username or e-mail, not one repeated character. */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the link in the e-mail. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address.
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oidcSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        name: string | null;
                    };
                };
            };
        };
    };
    oidcIdentities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False for an account made by a network sign-in that never set a password. */
                        has_password: boolean;
                        items: components["schemas"]["OidcIdentity"][];
                    };
                };
            };
        };
    };
    unlinkOidc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    finishOidcLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `code` the provider sent back. */
                    code: string;
                    /** @description The `iss` the provider sent back, when it did. */
                    iss?: string;
                    /** @description The `state` the provider sent back. */
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False for an account made by a network sign-in that never set a password. */
                        has_password: boolean;
                        items: components["schemas"]["OidcIdentity"][];
                    };
                };
            };
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `code` the provider sent back. */
                    code: string;
                    /** @description The `iss` the provider sent back, when it did. */
                    iss?: string;
                    /** @description The `state` the provider sent back. */
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        returnTo: string | null;
                        token: string;
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Interface language. */
                    lang?: "en" | "fr" | "tr";
                    mode: "sign-in" | "link";
                    /** @description A path of the app to open afterwards. */
                    returnTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verification_email_sent: boolean;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description At least 8 characters; not one of the most common passwords, not the username or e-mail, not one repeated character. */
                    password: string;
                    /** @description The token from the link in the e-mail. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AccountSession"][];
                    };
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address or username. */
                    email?: string;
                    password: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address.
                     */
                    email: string;
                    firstName: string;
                    /** @description Interface language. */
                    lang?: "en" | "fr" | "tr";
                    lastName: string;
                    /** @description At least 8 characters; not one of the most common passwords, not the username or e-mail, not one repeated character. */
                    password: string;
                    /** @description 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uniqueEmailControl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description An e-mail address.
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when nobody uses this value yet. */
                        available: boolean;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["SessionUser"];
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelectItem"][];
                };
            };
        };
    };
    chatRooms: {
        parameters: {
            query?: {
                /** @description true: the archived rooms; otherwise the active ones. */
                isArchived?: boolean;
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChatRoom"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description private (two connections), group, company (a member and a company), club (every club member). */
                    chatRoomType?: "private" | "group" | "company" | "club";
                    clubId?: number;
                    companyId?: number;
                    /** @description private (two connections), group, company (a member and a company), club (every club member). */
                    room_type?: "private" | "group" | "company" | "club";
                    title?: string;
                    /** @description Private rooms: the other member (a connection); an existing room with them is answered (200). */
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoom"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoom"];
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoom"];
                };
            };
        };
    };
    renameChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoom"];
                };
            };
        };
    };
    deleteChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
                target: "user" | "company";
                targetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    archiveChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId?: number;
                    isArchived: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoom"];
                };
            };
        };
    };
    chatMessages: {
        parameters: {
            query?: {
                /** @description Messages after this sequence. */
                after?: number;
                /** @description Messages before this sequence. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessagePage"];
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Write as this company (a manager, in a room the company is in). */
                    companyId?: number;
                    /** @description A file uploaded with POST /chat-room/file. */
                    fileId?: number;
                    /** @description 1–2,000 characters after trimming; may be empty with a file. */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    filterChatMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 30 */
                    limit?: number;
                    /** @default 1 */
                    page?: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChatMessage"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    markChatMessagesSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId?: number;
                    sequence?: number;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSeen"];
                };
            };
        };
    };
    chatRoomParticipants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChatParticipant"][];
                    };
                };
            };
        };
    };
    addChatRoomParticipant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId?: number;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A member, or a company answered by its current managers. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatParticipant"];
                };
            };
        };
    };
    leaveChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    archiveChatRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId?: number;
                    ids: (number | string)[];
                    isArchived: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number[];
                    };
                };
            };
        };
    };
    deleteChatRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    target: "user" | "company";
                    targetId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number[];
                    };
                };
            };
        };
    };
    chatAutoMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAutoMessage"];
                };
            };
        };
    };
    setChatAutoMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatAutoMessage"];
                };
            };
        };
    };
    unsetChatAutoMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    chatUnreadTotal: {
        parameters: {
            query?: {
                companyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatUnreadTotal"];
                };
            };
        };
    };
    privateChatRoomBetween: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                a: number;
                b: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoomBetween"];
                };
            };
        };
    };
    companyChatRooms: {
        parameters: {
            query?: {
                /** @description true: the archived rooms; otherwise the active ones. */
                isArchived?: boolean;
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChatRoom"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    uploadChatFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatFile"];
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSettings"];
                };
            };
        };
    };
    updateChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatSettings"];
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSettings"];
                };
            };
        };
    };
    memberChatRooms: {
        parameters: {
            query?: {
                /** @description true: the archived rooms; otherwise the active ones. */
                isArchived?: boolean;
                limit?: number;
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ChatRoom"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubs: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the club’s name contains (any case). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Club"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createClub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the club is about; spaces only clear it. */
                    description?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image (judged by its content).
                     */
                    logo?: string;
                    name: string;
                    /** @description open: a member who asks joins at once; closed: asking makes a join request the owner or an admin answers. */
                    privacy?: "open" | "closed";
                    /** @description The club’s URL (slug): `^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$`, any case. */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
        };
    };
    club: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
        };
    };
    deleteClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the club is about; spaces only clear it. */
                    description?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image (judged by its content).
                     */
                    logo?: string;
                    name?: string;
                    /** @description open: a member who asks joins at once; closed: asking makes a join request the owner or an admin answers. */
                    privacy?: "open" | "closed";
                    /** @description The club’s URL (slug): `^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$`, any case. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
        };
    };
    leaveClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
        };
    };
    clubMembers: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ClubMember"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    removeClubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
                /** @description The member removed. */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
        };
    };
    clubJoinRequests: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ClubJoinRequest"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    requestToJoinClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubJoinAnswer"];
                };
            };
        };
    };
    respondToClubJoinRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The join request’s id. */
                a: number;
                /** @description approve (the member joins) or decline. */
                b: "approve" | "decline";
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubJoinRequest"];
                };
            };
        };
    };
    clubTimeline: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    joinedClubs: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description A member’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Club"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    myPostingClubs: {
        parameters: {
            query?: {
                /** @description true: only the clubs the caller may post as (every club they belong to, SPEC §6). */
                postingAs?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"][];
                };
            };
        };
    };
    myClubs: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description A member’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Club"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubUrlAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The URL to check (any case; it is stored lower case). */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                    };
                };
            };
        };
    };
    companies: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the name contains. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Company"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    about?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image.
                     */
                    cover_image?: string;
                    foundedYear?: number;
                    /** @description One of GET /industries. */
                    industryId?: number;
                    location?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image.
                     */
                    logo?: string;
                    name: string;
                    /** @description Employees. */
                    size?: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001+";
                    /** @description The page’s address: 3 to 60 lower-case letters, digits and hyphens. */
                    slug: string;
                    /** @description One of GET /company/types. */
                    typeId?: number;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    company: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id, or its slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    about?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image.
                     */
                    cover_image?: string;
                    foundedYear?: number;
                    /** @description One of GET /industries. */
                    industryId?: number;
                    location?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image.
                     */
                    logo?: string;
                    name?: string;
                    /** @description Employees. */
                    size?: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001+";
                    /** @description The page’s address: 3 to 60 lower-case letters, digits and hyphens. */
                    slug?: string;
                    /** @description One of GET /company/types. */
                    typeId?: number;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    removeCompanyField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                field: "about" | "website" | "location" | "industry" | "founded_year" | "size" | "type" | "logo" | "cover_image";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    companyActivities: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    updateCompanyCoverImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    cover_image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    companyDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    toggleCompanyFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFollowState"];
                };
            };
        };
    };
    followCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFollowState"];
                };
            };
        };
    };
    unfollowCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFollowState"];
                };
            };
        };
    };
    updateCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    companyManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyManager"][];
                };
            };
        };
    };
    addCompanyManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description They manage the company’s leads too.
                     * @default false
                     */
                    isLeadManager?: boolean;
                    /**
                     * @description owner: only an owner gives it.
                     * @default manager
                     */
                    role?: "owner" | "manager";
                    /** @description The member made a manager. */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyManager"];
                };
            };
        };
    };
    removeCompanyManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member removed. */
                a: number;
                /** @description The manager who takes over their open leads; 0: the owner keeps them. */
                b: number;
                /** @description 1: also remove them from the company’s deals’ managers; 0: keep them. */
                c: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pinCompanyPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                postId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pinned: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    companyProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
                /** @description all, or active: in stock (or stock not counted). */
                x: "all" | "active";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    setCompanyPictureVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who sees the logo: public = anyone; members = signed-in members (others are answered null). */
                    visibility: "public" | "members";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
        };
    };
    companyReviews: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        average: number | null;
                        items: components["schemas"]["CompanyReview"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createCompanyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @description Stars, 1 to 5. */
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyReview"];
                };
            };
        };
    };
    toggleCompanyReviewLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyReview"];
                };
            };
        };
    };
    deleteCompanyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateCompanyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /** @description Stars, 1 to 5. */
                    rate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyReview"];
                };
            };
        };
    };
    likeCompanyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyReview"];
                };
            };
        };
    };
    unlikeCompanyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyReview"];
                };
            };
        };
    };
    companyReviewsReceived: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CompanyReceivedReview"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyReviewsSent: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CompanyReview"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyShowroom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowroomItem"][];
                };
            };
        };
    };
    addShowroomItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    description?: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or GIF image.
                     */
                    image?: string;
                    title: string;
                    /** @default default */
                    type?: "default" | "video";
                    /** @description The video’s address (video items); a link for others. */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowroomItem"];
                };
            };
        };
    };
    deleteShowroomItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                itemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyTimeline: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    stepCompanyConnectedAccount: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who receives the money: a person (individual) or a registered business (company). */
                    business_type?: "individual" | "company";
                    /** @description The name the account is paid under. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccount"];
                };
            };
        };
    };
    companyConnectedAccountBalance: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccountBalance"];
                };
            };
        };
    };
    createCompanyConnectedAccount: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who receives the money: a person (individual) or a registered business (company). */
                    business_type?: "individual" | "company";
                    /** @description The name the account is paid under. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccount"];
                };
            };
        };
    };
    companyConnectedAccountLoginLink: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccountLoginLink"];
                };
            };
        };
    };
    companyConnectedAccountPayouts: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
        };
    };
    payOutCompanyConnectedAccount: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pay out the available balance of one currency, or of every currency when none is given. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A three-letter currency code such as EUR. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
        };
    };
    companyConnectedAccount: {
        parameters: {
            query: {
                /** @description The company whose connected account this is. */
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccount"];
                };
            };
        };
    };
    followedCompanies: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Company"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    isCompanyFollower: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyFollowState"];
                };
            };
        };
    };
    myCompanies: {
        parameters: {
            query?: {
                /** @description 1: each company comes with its managers. */
                includeManagers?: "1" | "0" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyWithManagers"][];
                };
            };
        };
    };
    companyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyType"][];
                };
            };
        };
    };
    companySlugAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                    };
                };
            };
        };
    };
    countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
        };
    };
    currencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Currency"][];
                };
            };
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description ISO 4217 code from GET /currencies. */
                    buy_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    buy_price?: number;
                    category_id?: number;
                    /**
                     * @description Fixed to anyone (SPEC §5).
                     * @enum {string}
                     */
                    comment_permission?: "anyone";
                    /** @description A company the member manages. */
                    company_id?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    currency?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    isAllIndustry?: boolean;
                    location?: string;
                    /** @description Member ids who may manage the deal. */
                    managers?: number[];
                    /** @description An amount in the currency beside it. */
                    price?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    refer_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    refer_price?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    sell_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    sell_price?: number;
                    stock?: number;
                    sub_type?: string;
                    title: string;
                    /** @description offer: for sale; demand: wanted. */
                    type: "offer" | "demand";
                    /**
                     * @description Fixed to anyone (SPEC §5).
                     * @enum {string}
                     */
                    visibility?: "anyone";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealDetail"];
                };
            };
        };
    };
    deal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealDetail"];
                };
            };
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description ISO 4217 code from GET /currencies. */
                    buy_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    buy_price?: number;
                    category_id?: number;
                    /**
                     * @description Fixed to anyone (SPEC §5).
                     * @enum {string}
                     */
                    comment_permission?: "anyone";
                    /** @description A company the member manages. */
                    company_id?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    currency?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    isAllIndustry?: boolean;
                    location?: string;
                    /** @description Member ids who may manage the deal. */
                    managers?: number[];
                    /** @description An amount in the currency beside it. */
                    price?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    refer_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    refer_price?: number;
                    /** @description Ids of attached files to delete. */
                    removed_files?: number[];
                    /** @description ISO 4217 code from GET /currencies. */
                    sell_currency?: string;
                    /** @description Kept only when above zero; 0 clears it. */
                    sell_price?: number;
                    stock?: number;
                    sub_type?: string;
                    title?: string;
                    /** @description offer: for sale; demand: wanted. */
                    type?: "offer" | "demand";
                    /**
                     * @description Fixed to anyone (SPEC §5).
                     * @enum {string}
                     */
                    visibility?: "anyone";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealDetail"];
                };
            };
        };
    };
    dealFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"][];
                };
            };
        };
    };
    createDealFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    question: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
        };
    };
    deleteDealFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateDealFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer?: string;
                    question?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
        };
    };
    dealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                x: "mine" | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    dealReviews: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DealReview"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createDealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @description Stars, 1 to 5. */
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    toggleDealReviewLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    deleteDealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateDealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /** @description Stars, 1 to 5. */
                    rate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    likeDealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    unlikeDealReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealReview"];
                };
            };
        };
    };
    newDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    otherDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    popularDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 100). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    recommendedDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    relatedDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    sponsoredDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    employmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelectItem"][];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    industries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelectItem"][];
                };
            };
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The budget the sender proposes. */
                    budget?: number;
                    /** @description The club the lead came through. */
                    club_id?: number;
                    /** @description A three-letter currency code such as EUR. */
                    currency?: string;
                    /** @description The deal bought, sold or referred. */
                    deal_id: number;
                    /** @description Up to 10 files. */
                    files?: string[];
                    /** @description For referrals: the member referred to the deal. */
                    referral_user_id?: number;
                    /** @description What the sender tells the deal side. */
                    text?: string;
                    /** @description buy an offer, sell to a demand, or refer someone to a deal. */
                    type: "buy" | "sell" | "refer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
        };
    };
    deleteLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteLeadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    leadTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadTask"][];
                };
            };
        };
    };
    createLeadTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    /** @description What kind of step the task is. */
                    type?: "call" | "email" | "meeting" | "follow-up" | "document" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadTask"];
                };
            };
        };
    };
    deleteLeadTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                taskId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    toggleLeadTaskDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                taskId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadTask"];
                };
            };
        };
    };
    leadActivities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadActivity"][];
                };
            };
        };
    };
    leadActivitySection: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The company id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["LeadActivity"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    assignedLeads: {
        parameters: {
            query?: {
                /** @description Items a page (default 5). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description todo → in-progress → accepted | refused (docs/leads.md). */
                status?: "todo" | "in-progress" | "accepted" | "refused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Lead"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    searchLeadManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Part of a name, username or e-mail; empty lists all. */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignableManager"][];
                };
            };
        };
    };
    leadAssignees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSummary"][];
                };
            };
        };
    };
    assignLeadManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                a: number;
                /** @description The manager (member) id. */
                b: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSummary"][];
                };
            };
        };
    };
    unassignLeadManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                a: number;
                /** @description The manager (member) id. */
                b: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSummary"][];
                };
            };
        };
    };
    clubDetailLeadStatistic: {
        parameters: {
            query: {
                /** @description The club. */
                club_id: number;
            };
            header?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatistic"];
                };
            };
        };
    };
    clubLeadStatistic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatistic"];
                };
            };
        };
    };
    leadComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadComment"][];
                };
            };
        };
    };
    createLeadComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One file.
                     */
                    file?: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadComment"];
                };
            };
        };
    };
    dealLeads: {
        parameters: {
            query: {
                /** @description The deal whose leads to list. */
                deal_id: number;
                /** @description Items a page (default 5). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description todo → in-progress → accepted | refused (docs/leads.md). */
                status?: "todo" | "in-progress" | "accepted" | "refused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Lead"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    leadDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
        };
    };
    leadDetailByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
        };
    };
    leadDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetails"];
                };
            };
        };
    };
    editLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description text, budget, final_budget or currency. */
                    field: string;
                    /** @description The new value as text; an empty amount clears it. */
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
        };
    };
    generalLeadStatistic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatistic"];
                };
            };
        };
    };
    personalLeadStatistic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadStatistic"];
                };
            };
        };
    };
    receivedLeads: {
        parameters: {
            query?: {
                /** @description Items a page (default 5). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description todo → in-progress → accepted | refused (docs/leads.md). */
                status?: "todo" | "in-progress" | "accepted" | "refused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Lead"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    sentLeads: {
        parameters: {
            query?: {
                /** @description Items a page (default 5). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description todo → in-progress → accepted | refused (docs/leads.md). */
                status?: "todo" | "in-progress" | "accepted" | "refused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Lead"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    changeLeadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description todo → in-progress → accepted | refused (docs/leads.md). */
                    status: "todo" | "in-progress" | "accepted" | "refused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
        };
    };
    uploadLeadFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The files. */
                    files: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFile"][];
                };
            };
        };
    };
    respondToConnectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The friendship id. */
                a: number;
                /** @description The receiver’s answer. */
                b: "accept" | "decline";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"];
                };
            };
        };
    };
    memberConnections: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MemberCard"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    memberConnectionsTotal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                    };
                };
            };
        };
    };
    mutualConnections: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MemberCard"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    mutualConnectionsTotal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                    };
                };
            };
        };
    };
    removeConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"];
                };
            };
        };
    };
    friendshipDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                a: number;
                /** @description Another member id. */
                b: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"] | null;
                };
            };
        };
    };
    friendLists: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FriendList"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createFriendList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    icon?: string | null;
                    /** @description The list’s name. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendList"];
                };
            };
        };
    };
    updateFriendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    icon?: string | null;
                    /** @description The list’s name. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendList"];
                };
            };
        };
    };
    deleteFriendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    addToFriendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        /** @description A member id: one of your connections. */
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendList"];
                };
            };
        };
    };
    removeFromFriendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        /** @description A member id: one of your connections. */
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendList"];
                };
            };
        };
    };
    myConnections: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Connection"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    searchMyConnections: {
        parameters: {
            query?: {
                /** @description true: only connections who own or manage a company. */
                isManagersOnly?: boolean;
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Words to look for. */
                    keyword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Connection"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    myConnectionsTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                    };
                };
            };
        };
    };
    searchFriends: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Words to look for. */
                    keyword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberCard"][];
                };
            };
        };
    };
    receivedRequests: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Friendship"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    sendConnectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The member to connect with. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"];
                };
            };
        };
    };
    cancelConnectionRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A friendship id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Friendship"];
                };
            };
        };
    };
    sentRequests: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Friendship"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    suggestedConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestedMember"][];
                };
            };
        };
    };
    activeMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        free_limits: {
                            personal: components["schemas"]["PlanLimits"];
                            shop: components["schemas"]["PlanLimits"];
                        };
                        /** @description The viewer’s personal plan and the shop plans of the companies they manage. */
                        items: components["schemas"]["Membership"][];
                    };
                };
            };
        };
    };
    cancelCompanyMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The company whose shop plan to cancel (its owner only). */
                    company_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipCancel"];
                };
            };
        };
    };
    cancelPersonalMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipCancel"];
                };
            };
        };
    };
    membershipFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipFaq"];
                };
            };
        };
    };
    membershipHistory: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MembershipHistoryEntry"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    membershipPackages: {
        parameters: {
            query?: {
                /** @description Shop packages: the company whose current plan to mark. */
                company_id?: number;
                /** @description ISO 4217 code from GET /currencies. */
                currency?: string;
            };
            header?: never;
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPackages"];
                };
            };
        };
    };
    changeMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A first plan: where checkout returns when abandoned. */
                    cancel_url?: string;
                    /** @description Shop plans: the company (its owner only). */
                    company_id?: number;
                    /** @description ISO 4217 code from GET /currencies. */
                    currency?: string;
                    interval?: "month" | "year";
                    /** @description A plan of the kind in the path. */
                    plan: "networking" | "business" | "basic" | "popular" | "enterprise";
                    /** @description A first plan: where checkout returns after paying (the app’s address). */
                    success_url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipChange"];
                };
            };
        };
    };
    notifications: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Notification"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    notificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        inApp?: boolean;
                        kind: components["schemas"]["NotificationKind"];
                        push?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The push service address (https). */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        /** @description The 16-byte auth secret. */
                        auth: string;
                        /** @description The browser’s P-256 public key. */
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionCreated"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionCreated"];
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VapidPublicKey"];
                };
            };
        };
    };
    markNotificationsSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The notifications to mark seen; leave out to mark every one seen. */
                    ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Unread left. */
                        total: number;
                        /** @description How many were marked seen now. */
                        updated: number;
                    };
                };
            };
        };
    };
    notificationsUnreadTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationUnreadTotal"];
                };
            };
        };
    };
    homeFeed: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postComments: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PostCommentThread"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    addPostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** @description Reply to this comment (a reply to a reply joins its thread). */
                    parentId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostComment"];
                };
            };
        };
    };
    deletePostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    editPostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostComment"];
                };
            };
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostLikeState"];
                };
            };
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostLikeState"];
                };
            };
        };
    };
    restorePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    voteInSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id of one of the survey’s options. */
                    option: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    allPosts: {
        parameters: {
            query?: {
                /** @description Items a page (default 5). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createArticlePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description A category id. */
                    category?: number;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    description: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description An industry id. */
                    industry?: number;
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    title: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    createBodyPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    body: string;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    createDocumentPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    title?: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    createEventPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    category_id?: number;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    description?: string;
                    /** Format: date-time */
                    end_date?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    /** Format: date-time */
                    start_date: string;
                    title: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    findPostsByRelationId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Post ids a notification, message or link refers to. */
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                    };
                };
            };
        };
    };
    hashtagFeed: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    postLikeState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostLikeState"];
                };
            };
        };
    };
    togglePostLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostLikeState"];
                };
            };
        };
    };
    postLikes: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PostLiker"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createMediaPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    mentionedPosts: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    myQuotedPosts: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    trackPostView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorded: boolean;
                        views: number;
                    };
                };
            };
        };
    };
    createProductPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    /** @description ISO 4217 code from GET /currencies. */
                    currency?: string;
                    description?: string;
                    /** @description JSON: [{ "question", "answer" }], at most 20. */
                    faqs?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    marketplace?: boolean;
                    /** @description An amount in the currency beside it. */
                    price?: number;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    stock?: number;
                    title: string;
                    type?: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    searchPosts: {
        parameters: {
            query: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words to look for in posts’ text, title and description (1–200 characters once trimmed). */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    postShareCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
        };
    };
    sharePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    listId?: number;
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    createSurveyPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    description?: string;
                    /** @description SPEC §5: "a day" = now + 1 day, "a week" + 7 days, "a month" + 1 month; anything else ends it now. */
                    expire?: string;
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description The choices (repeat the field). */
                    options: string[];
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    title: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    postTimeline: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createVideoPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description shareType company: the company (one you manage). */
                    authorId?: number;
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    /** @description A category id (GET /categories). */
                    category?: number;
                    /** @description shareType club: the club posted as; visible club: the club whose members see it. */
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description An industry id (GET /industries). */
                    industry?: number;
                    /** @description Older clients’ preview markup: stored sanitized. */
                    link_preview_html?: string;
                    /** @description visible list: one of your friend lists. */
                    listId?: number;
                    location?: string;
                    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
                    shareType?: "user" | "company" | "club";
                    /**
                     * Format: binary
                     * @description An image shown before the video plays.
                     */
                    thumbnail?: string;
                    title?: string;
                    /** @description visible specific: the members who see it. */
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    category_id?: number;
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    city_id?: 7;
                    /** @description A company the member manages. */
                    company_id?: number;
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    country_id?: 6;
                    currency?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    price?: number;
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    state_id?: 487;
                    stock?: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
        };
    };
    product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    category_id?: number;
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    city_id?: 7;
                    /** @description A company the member manages. */
                    company_id?: number;
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    country_id?: 6;
                    currency?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    industry_id?: number;
                    price?: number;
                    /** @description Ids of attached files to delete. */
                    removed_files?: number[];
                    /**
                     * @description Fixed (SPEC §7).
                     * @enum {number}
                     */
                    state_id?: 487;
                    stock?: number;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
        };
    };
    productFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"][];
                };
            };
        };
    };
    createProductFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                    question: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
        };
    };
    deleteProductFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateProductFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                faqId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer?: string;
                    question?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
        };
    };
    productReviews: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ProductReview"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createProductReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @description Stars, 1 to 5. */
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReview"];
                };
            };
        };
    };
    deleteProductReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateProductReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    /** @description Stars, 1 to 5. */
                    rate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductReview"];
                };
            };
        };
    };
    newProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    otherProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    popularProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    recommendedProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    relatedProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What happened, for the admin (at most 1,000 characters). */
                    details?: string;
                    /** @description Why it is reported. */
                    reason: "spam" | "harassment" | "hate" | "violence" | "scam" | "inappropriate" | "other";
                    /** @description The id of the reported member, post, comment, deal, company or message. */
                    subject_id: number;
                    /** @description What is reported. */
                    subject_type: "member" | "post" | "comment" | "deal" | "company" | "message";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCreated"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCreated"];
                };
            };
        };
    };
    uploadProfilePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Your member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhoto"];
                };
            };
        };
    };
    userActivities: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PostActivity"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    userDeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description Words the title or description contains. */
                search?: string;
                /** @description all, offer, or demand (perks). */
                type?: "all" | "offer" | "demand";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Deal"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    userLastPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: components["schemas"]["Post"] | null;
                    };
                };
            };
        };
    };
    userProducts: {
        parameters: {
            query?: {
                /** @description Items a page (default 24). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Product"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    unblockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unblocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    blockedMembers: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BlockedMember"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    addBusinessOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description From GET /categories. */
                    category_id?: number;
                    /** @description Two-letter country code. */
                    country?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description From GET /industries. */
                    industry_id?: number;
                    /** @description active: shown to everyone; inactive: only its owner sees it. */
                    state?: "active" | "inactive";
                    /** @description Repeat the field. */
                    tags?: string[];
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessOffer"];
                };
            };
        };
    };
    deleteBusinessOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateBusinessOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description From GET /categories. */
                    category_id?: number;
                    /** @description Two-letter country code. */
                    country?: string;
                    description?: string;
                    /** @description Files to attach (repeat the field). */
                    files?: string[];
                    /** @description From GET /industries. */
                    industry_id?: number;
                    /** @description Ids of attached files to delete. */
                    removed_files?: number[];
                    /** @description active: shown to everyone; inactive: only its owner sees it. */
                    state?: "active" | "inactive";
                    /** @description Repeat the field. */
                    tags?: string[];
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessOffer"];
                };
            };
        };
    };
    connectedAccountBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccountBalance"];
                };
            };
        };
    };
    createConnectedAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who receives the money: a person (individual) or a registered business (company). */
                    business_type?: "individual" | "company";
                    /** @description The name the account is paid under. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccount"];
                };
            };
        };
    };
    connectedAccountLoginLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccountLoginLink"];
                };
            };
        };
    };
    connectedAccountPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
        };
    };
    payOutConnectedAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pay out the available balance of one currency, or of every currency when none is given. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A three-letter currency code such as EUR. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutList"];
                };
            };
        };
    };
    connectedAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectedAccount"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    earnings: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningsPage"];
                };
            };
        };
    };
    addEducation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    degree?: string | null;
                    description?: string | null;
                    end_date_month?: number | null;
                    end_date_year?: number | null;
                    field_of_study?: string | null;
                    /** @description Order among entries of the same dates (ties). */
                    position?: number;
                    school: string;
                    start_date_month?: number | null;
                    start_date_year?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
        };
    };
    deleteEducation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateEducation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    degree?: string | null;
                    description?: string | null;
                    end_date_month?: number | null;
                    end_date_year?: number | null;
                    field_of_study?: string | null;
                    /** @description Order among entries of the same dates (ties). */
                    position?: number;
                    school?: string;
                    start_date_month?: number | null;
                    start_date_year?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Education"];
                };
            };
        };
    };
    addExperience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name?: string | null;
                    company_slug?: string | null;
                    description?: string | null;
                    employment_type_id?: number | null;
                    end_date_month?: number | null;
                    end_date_year?: number | null;
                    location?: string | null;
                    /** @description Order among entries of the same dates (ties). */
                    position?: number;
                    start_date_month?: number | null;
                    /** @description A year, 1900 to 2036. */
                    start_date_year: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
        };
    };
    deleteExperience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateExperience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name?: string | null;
                    company_slug?: string | null;
                    description?: string | null;
                    employment_type_id?: number | null;
                    end_date_month?: number | null;
                    end_date_year?: number | null;
                    location?: string | null;
                    /** @description Order among entries of the same dates (ties). */
                    position?: number;
                    start_date_month?: number | null;
                    /** @description A year, 1900 to 2036. */
                    start_date_year?: number;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Experience"];
                };
            };
        };
    };
    requestAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
        };
    };
    downloadAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The ZIP archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    setInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    interests: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interests: string[];
                    };
                };
            };
        };
    };
    isVerified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        is_verified: boolean;
                    };
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
        };
    };
    peopleMightKnow: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SuggestedMember"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    editPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text: `#hashtags` and `@[Name](username)` mentions are read from it (docs/posts.md). */
                    body?: string;
                    clubId?: number;
                    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
                    commentPermission?: "anyone" | "connections" | "no-one";
                    description?: string;
                    listId?: number;
                    location?: string | null;
                    title?: string;
                    userIds?: number[];
                    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
                    visible?: "public" | "connections" | "list" | "specific" | "club" | "hide";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
        };
    };
    profileInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInformation"];
                };
            };
        };
    };
    profilePictureVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who sees the photo: public = anyone; members = signed-in members; connections = your connections. Others see the default image. */
                    visibility: "public" | "members" | "connections";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Who sees the photo: public = anyone; members = signed-in members; connections = your connections. Others see the default image. */
                        visibility: "public" | "members" | "connections";
                    };
                };
            };
        };
    };
    userProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id or username. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProfile"];
                };
            };
        };
    };
    userProfileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member id or username. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
        };
    };
    recommendMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The recommendation’s text. */
                    data: string;
                    /** @description The member recommended: one of your connections. */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recommendation"];
                };
            };
        };
    };
    deleteRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    toggleRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recommendation"];
                };
            };
        };
    };
    showRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recommendation"];
                };
            };
        };
    };
    hideRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recommendation"];
                };
            };
        };
    };
    searchAllUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Words to look for. */
                    keyword: string;
                    /** @description Members a page (default 25). */
                    limit?: number;
                    /** @description Page number, from 1. */
                    page?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MemberCard"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    setSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skills: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        skills: string[];
                    };
                };
            };
        };
    };
    userTimeline: {
        parameters: {
            query?: {
                /** @description Items a page (default 10). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path: {
                id: number;
                kind: "posts" | "articles" | "events" | "videos" | "activities";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Post"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    uniqueUsernameControl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when nobody uses this value yet. */
                        available: boolean;
                    };
                };
            };
            /** @description Too many calls: past the operation’s rate limit. Wait the Retry-After seconds, then call again. */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string | null;
                    companyName?: string | null;
                    /** @description Who may list your connections: your connections, everyone, or only you. The count is always public. */
                    connectionsVisibility?: "connections" | "everyone" | "only_me";
                    country?: string | null;
                    firstName?: string;
                    industry_id?: number | null;
                    jobTitle?: string | null;
                    /** @description Interface language. */
                    lang?: "en" | "fr" | "tr";
                    lastName?: string;
                    /** @description 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
        };
    };
    updatePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onesignal_player_id: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Saved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    visitLogs: {
        parameters: {
            query?: {
                /** @description Items a page (default 25). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ProfileVisit"][];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    visitProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recorded: boolean;
                    };
                };
            };
        };
    };
    version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
        };
    };
}
