// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run `pnpm openapi`.

export interface paths {
    "/admin/reports": {
        /**
         * Admins: the reports of a status (open by default), oldest first (20 a page), with the subject’s preview and author and the reporter.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["adminReports"];
    };
    "/admin/reports/{id}/dismiss": {
        /**
         * Admins: close a report with nothing done.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["dismissReport"];
    };
    "/admin/reports/{id}/hide": {
        /**
         * Admins: hide the reported content (it answers 404 to everyone but its author and admins, lists skip it) and close its open reports. A member cannot be hidden: suspend them.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["hideReported"];
    };
    "/admin/reports/{id}/suspend": {
        /**
         * Admins: suspend the author of the reported content (or the reported member): their sessions end and sign-in is refused. Closes the subject’s open reports.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["suspendReported"];
    };
    "/api/azure/download": {
        /**
         * Download a stored file by its storage key (SPEC §7), named as it was uploaded.
         * @description Unsigned: files anyone may read open without a token; others need the bearer token of a member allowed to read them (404 otherwise). Signed (the `path` of a file of a non-public post carries `?expires=…&viewer=…&signature=…`): a valid, unexpired signature is the proof, no token needed (for `<img>`, `<video>` and links); a changed or expired one is 403. See docs/deals-and-files.md "Signed addresses".
         *
         *     Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["downloadFile"];
    };
    "/auth/change-email": {
        /**
         * Ask to change the e-mail address: a confirmation link goes to the new address (24 hours), a notice to the old one. The address changes on confirmation.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["changeEmail"];
    };
    "/auth/change-password": {
        /**
         * Change the password; every other session is signed out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["changePassword"];
    };
    "/auth/confirm-email": {
        /**
         * Confirm a new e-mail address with the token from the e-mail sent to it; answers the member with the new address.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["confirmEmail"];
    };
    "/auth/forgot-password": {
        /**
         * E-mail a link to choose a new password (an hour, single use). Answers the same whether or not the address has an account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["forgotPassword"];
    };
    "/auth/oidc": {
        /**
         * Whether sign-in with a professional network is offered here, and the network’s name for the button.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["oidcSettings"];
    };
    "/auth/oidc/identities": {
        /**
         * The network accounts linked to my account, and whether I have a password.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["oidcIdentities"];
    };
    "/auth/oidc/identities/{id}": {
        /**
         * Unlink a network account. Refused (409) when it is my only way to sign in: set a password first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unlinkOidc"];
    };
    "/auth/oidc/link": {
        /**
         * Finish linking the network to my account with the code and state the provider sent to /settings.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["finishOidcLink"];
    };
    "/auth/oidc/sign-in": {
        /**
         * Finish a network sign-in with the code and state the provider sent to /auth/sign-in: signs in the member linked to that network account, or the member with the same verified e-mail (and links it), or makes a new account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["finishOidcSignIn"];
    };
    "/auth/oidc/start": {
        /**
         * Start a sign-in (anyone) or a link to the signed-in account (`link`) with the network: answers the provider address to open. The provider comes back to the app’s /auth/sign-in or /settings.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["startOidc"];
    };
    "/auth/resend-verification": {
        /**
         * Send the verification e-mail again (the previous link stops working).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 5 calls per hour per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["resendVerification"];
    };
    "/auth/reset-password": {
        /**
         * Set a new password with the token from the reset e-mail; every session of the account is signed out.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["resetPassword"];
    };
    "/auth/sessions": {
        /**
         * The signed-in member’s open sessions, newest first, the current one marked.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["listSessions"];
    };
    "/auth/sessions/{id}": {
        /**
         * Sign one of the member’s own sessions out (404 for any other).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["revokeSession"];
    };
    "/auth/sessions/revoke-others": {
        /**
         * Sign out every session of the member but this one; answers how many were signed out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["revokeOtherSessions"];
    };
    "/auth/sign-in": {
        /**
         * Sign in with e-mail (or username) and password.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["signIn"];
    };
    "/auth/sign-out": {
        /**
         * Revoke the token of this session.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["signOut"];
    };
    "/auth/sign-up": {
        /**
         * Create a member account. The account stays pending until the e-mail is verified.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["signUp"];
    };
    "/auth/unique-email-control": {
        /**
         * Is this e-mail address free for a new account?
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 60 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["uniqueEmailControl"];
    };
    "/auth/verify-email": {
        /**
         * Confirm an e-mail address with the token from the verification e-mail; activates the account.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["verifyEmail"];
    };
    "/categories": {
        /**
         * Categories of deals, products and posts.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["categories"];
    };
    "/chat-room": {
        /**
         * My conversations (archived ones with isArchived=true), newest message first (20 a page, at most 50).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatRooms"];
        /**
         * Start a conversation: private (with `userId`, a connection; or empty, then add them), group (`title`), company (`companyId`: you and the company) or club (`clubId`, its owner or an admin). An existing private, company or club room is answered with 200.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per hour per member; past it the answer is 429 `rate_limited` with `Retry-After` (seconds). A replay of an answered `Idempotency-Key` is not counted.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createChatRoom"];
    };
    "/chat-room/{id}": {
        /**
         * One conversation (by id or room_uuid) as I see it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatRoom"];
        /**
         * Rename a group conversation (any of its participants). Other rooms take their title from the company or club, or have none (409).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["renameChatRoom"];
    };
    "/chat-room/{id}/{target}/{targetId}": {
        /**
         * Delete a conversation for me (target user, targetId = me) or for a company I manage: it leaves my list and its history is hidden from me; a new message brings it back with only the new messages.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteChatRoom"];
    };
    "/chat-room/{id}/archive": {
        /**
         * Archive or unarchive a conversation for me (or for a managed company with companyId). A new message keeps it archived.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["archiveChatRoom"];
    };
    "/chat-room/{id}/chat-message": {
        /**
         * A conversation’s messages, ascending: the newest page by default, older ones with before=sequence, newer ones with after=sequence (backfill); hasMore says whether more lie that way.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatMessages"];
        /**
         * Send a message (text 1–2,000 characters, or a file by fileId); companyId writes as a company you manage. Numbered in its room with no gap; honours Idempotency-Key, and a clientMessageId already used by the sender in the room answers that message instead of writing another.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 30 calls per minute per member; past it the answer is 429 `rate_limited` with `Retry-After` (seconds). A replay of an answered `Idempotency-Key` is not counted.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["sendChatMessage"];
    };
    "/chat-room/{id}/chat-message/filter": {
        /**
         * Search a conversation’s messages I may see (any case), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["filterChatMessages"];
    };
    "/chat-room/{id}/chat-message/seen": {
        /**
         * Mark a conversation read up to a sequence (default: the newest), for me or for a company I manage; the pointer never moves back.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["markChatMessagesSeen"];
    };
    "/chat-room/{id}/user": {
        /**
         * Everyone in a conversation, the longest-standing first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatRoomParticipants"];
        /**
         * Add a member (a connection of yours: 403 not_connected otherwise) or a company to a conversation: the second member of a private room, or to a group (up to 50). One call a participant.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addChatRoomParticipant"];
        /**
         * Leave a group (an owner leaving hands ownership to the longest-standing participant) or a company conversation you opened. Private rooms are deleted instead, club rooms left by leaving the club (409).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["leaveChatRoom"];
    };
    "/chat-room/archive/batch": {
        /**
         * Archive or unarchive several of my conversations (or a managed company’s with companyId); answers the rooms changed.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["archiveChatRooms"];
    };
    "/chat-room/batch": {
        /**
         * Delete several conversations for me (target user) or for a company I manage; answers the rooms deleted.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["deleteChatRooms"];
    };
    "/chat-room/chat-auto-message/check": {
        /**
         * My away message, if set.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatAutoMessage"];
    };
    "/chat-room/chat-auto-message/set": {
        /**
         * Set my away message: sent for me, once a conversation a day, when a message reaches me (never in answer to an away message).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["setChatAutoMessage"];
    };
    "/chat-room/chat-auto-message/unset": {
        /**
         * Turn my away message off.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unsetChatAutoMessage"];
    };
    "/chat-room/chat-message/unread/total": {
        /**
         * Unread messages over all my conversations (archived ones too), or over a managed company’s inbox with companyId.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatUnreadTotal"];
    };
    "/chat-room/check-existed/{a}/{b}": {
        /**
         * Whether two members (you and another) have a private conversation, and the room.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["privateChatRoomBetween"];
    };
    "/chat-room/company/{id}": {
        /**
         * A company’s inbox: the conversations members opened with it, with its unread counts and archive (its managers only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyChatRooms"];
    };
    "/chat-room/file": {
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
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["uploadChatFile"];
    };
    "/chat-room/settings": {
        /**
         * My chat settings (read receipts).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["chatSettings"];
        /**
         * Turn read receipts on or off (off: others do not see when you read, and you do not see when they read).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateChatSettings"];
    };
    "/chat-room/user/{id}": {
        /**
         * A member’s conversations: only your own (403 for anyone else’s).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["memberChatRooms"];
    };
    "/clubs": {
        /**
         * All clubs, most members first, 25 a page; `q` keeps those whose name contains it.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubs"];
        /**
         * Create a club: a multipart form with name and url (its slug) required, description, privacy (open by default) and a logo image. I become its owner and first member. 409 slug_taken when the URL is taken.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createClub"];
    };
    "/clubs/{id}": {
        /**
         * One club, with the caller’s role, their waiting join request, and (for the owner and admins) the requests waiting.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["club"];
        /**
         * Delete my club (the owner only): its members, join requests and logo go, and so do its posts (those made as the club and those for its members only), with their comments, likes and files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteClub"];
        /**
         * Change my club (the owner only): a multipart form of the fields to change (name, url, description, privacy) and a new logo. A description of spaces only clears it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateClub"];
    };
    "/clubs/{id}/analytics": {
        /**
         * A club’s analytics, to its owner and admins only: per UTC day of the range (7, 30 or 90 days ending today) and of the as many days before, followers or members (new, lost, net, at the day’s end), posts, post impressions, likes, comments and shares, page views, deal and product views, showroom visits and leads started; totals of both periods; the top posts; and who visited, as counts by industry, place and company size (never names).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubAnalytics"];
    };
    "/clubs/{id}/leave": {
        /**
         * Leave a club; answers the club as I now see it. The owner cannot leave (409 owner_cannot_leave): they delete the club instead. 404 when I am not a member.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leaveClub"];
    };
    "/clubs/{id}/members": {
        /**
         * A club’s members: the owner first, then admins, then members, longest-standing first; 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubMembers"];
    };
    "/clubs/{id}/moderation/actions": {
        /**
         * Hide, unhide or remove a post or comment of the club; mute or unmute a member on it; remove and ban a member from it, or unban them. For the club’s owner and admins (403 otherwise). Logged; the member concerned is told and may appeal once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["clubModerationAct"];
    };
    "/clubs/{id}/moderation/appeals": {
        /**
         * The appeals of the club’s decisions, waiting first (oldest first); 20 a page. For the club’s owner and admins.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubModerationAppeals"];
    };
    "/clubs/{id}/moderation/appeals/{appealId}/decision": {
        /**
         * Accept an appeal (its decision is undone: the content shown or restored, the mute or ban lifted) or reject it. Logged; the member is told. For the club’s owner and admins; an appeal already decided 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["clubModerationDecideAppeal"];
    };
    "/clubs/{id}/moderation/log": {
        /**
         * The club’s moderation log: every action, report dismissed and appeal decided, who and why, newest first; 20 a page. For the club’s owner and admins.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubModerationLog"];
    };
    "/clubs/{id}/moderation/reports": {
        /**
         * The reports of the club’s posts and comments, open first, each with the action taken; 20 a page. For the club’s owner and admins. Reporters stay anonymous.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubModerationReports"];
    };
    "/clubs/{id}/moderation/reports/{reportId}/dismiss": {
        /**
         * Dismiss a report of the club’s content: nothing breaks the page’s rules. Logged. For the club’s owner and admins; a report already resolved 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["clubModerationDismissReport"];
    };
    "/clubs/{id}/remove/{userId}": {
        /**
         * Remove a member from my club (the owner only; 403 for others). The owner cannot be removed (409 owner_cannot_leave); someone not in the club is 404. Answers the club.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["removeClubMember"];
    };
    "/clubs/{id}/request": {
        /**
         * The join requests waiting for an answer, oldest first, 25 a page: for the club’s owner and admins (403 for others).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubJoinRequests"];
        /**
         * Ask to join a club: an open club adds me at once (status approved), a closed one makes a join request its owner or an admin answers (status pending). 409 when I am a member or my request already waits.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["requestToJoinClub"];
    };
    "/clubs/{id}/request/{a}/{b}": {
        /**
         * Answer join request {a} of the club: {b} = approve (the member joins) or decline. For the owner and admins (403 otherwise); a request already answered is 409. Answers the request.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["respondToClubJoinRequest"];
    };
    "/clubs/{id}/timeline": {
        /**
         * A club’s timeline: posts made as the club and posts for its members (visibility club), newest first, 10 a page; each post as its visibility allows (members-only posts to members only).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubTimeline"];
    };
    "/clubs/joined-clubs/{id}": {
        /**
         * The clubs member {id} belongs to and does not own, newest joined first, 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["joinedClubs"];
    };
    "/clubs/me": {
        /**
         * The clubs I belong to, by name; with postingAs=true those I may post as, which are all of them (SPEC §6: a member posts as any club they belong to).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myPostingClubs"];
    };
    "/clubs/my-clubs/{id}": {
        /**
         * The clubs member {id} owns, newest first, 25 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myClubs"];
    };
    "/clubs/unique-url-control": {
        /**
         * Whether a club URL is free: false when another club has it (any case), or when it is malformed or reserved.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["clubUrlAvailable"];
    };
    "/company": {
        /**
         * All companies, newest first (25 a page); `q` matches words of the name.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companies"];
        /**
         * Create a company page (multipart: name and slug required, files logo and cover_image); the creator is its owner.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createCompany"];
    };
    "/company/{id}": {
        /**
         * A company page, by id or by slug.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["company"];
        /**
         * Delete a company page (its owner only): its deals, products, posts, showroom and pictures go with it; leads stay with their parties.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteCompany"];
        /**
         * Change a company page (its owner or managers): multipart, the fields to change, files logo and cover_image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateCompany"];
    };
    "/company/{id}/{field}/remove": {
        /**
         * Empty one field of a company page (its owner or managers): about, website, location, industry, founded_year, size, type, logo or cover_image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["removeCompanyField"];
    };
    "/company/{id}/activities": {
        /**
         * A company’s activity: posts made as the company and posts that share one of them, newest first (10 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyActivities"];
    };
    "/company/{id}/analytics": {
        /**
         * A company’s analytics, to its owner and managers only: per UTC day of the range (7, 30 or 90 days ending today) and of the as many days before, followers or members (new, lost, net, at the day’s end), posts, post impressions, likes, comments and shares, page views, deal and product views, showroom visits and leads started; totals of both periods; the top posts; and who visited, as counts by industry, place and company size (never names).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyAnalytics"];
    };
    "/company/{id}/cover_image": {
        /**
         * Replace a company’s cover image (its owner or managers): a multipart form with one `cover_image` image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateCompanyCoverImage"];
    };
    "/company/{id}/deals": {
        /**
         * A company's deals, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyDeals"];
    };
    "/company/{id}/follow": {
        /**
         * Follow a company, or stop following it when I do (a manager may follow their own page); answers the new state.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /company/{id}/follower`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["toggleCompanyFollow"];
    };
    "/company/{id}/follower": {
        /**
         * Follow a company (a manager may follow their own page); following it already changes nothing. Answers the new state.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["followCompany"];
        /**
         * Stop following a company; not following it already changes nothing. Answers the new state.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unfollowCompany"];
    };
    "/company/{id}/logo": {
        /**
         * Replace a company’s logo (its owner or managers): a multipart form with one `logo` image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateCompanyLogo"];
    };
    "/company/{id}/managers": {
        /**
         * A company’s owner and managers, owners first (its owner or managers only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyManagers"];
        /**
         * Make a member a manager of a company (its owner or managers; only an owner makes another owner, always a lead manager).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addCompanyManager"];
    };
    "/company/{id}/managers/{a}/{b}/{c}": {
        /**
         * Remove manager {a} from a company; {b}: the manager who takes over their open leads (0: the owner); {c}: 1 also removes them from the company’s deals’ managers. Only the owner removes others; a manager may remove themselves; the last owner cannot be removed (409 last_owner).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["removeCompanyManager"];
    };
    "/company/{id}/moderation/actions": {
        /**
         * Hide, unhide or remove a post or comment of the company; mute or unmute a member on it. For the company’s owner and managers (403 otherwise). Logged; the member concerned is told and may appeal once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["companyModerationAct"];
    };
    "/company/{id}/moderation/appeals": {
        /**
         * The appeals of the company’s decisions, waiting first (oldest first); 20 a page. For the company’s owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyModerationAppeals"];
    };
    "/company/{id}/moderation/appeals/{appealId}/decision": {
        /**
         * Accept an appeal (its decision is undone: the content shown or restored, the mute or ban lifted) or reject it. Logged; the member is told. For the company’s owner and managers; an appeal already decided 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["companyModerationDecideAppeal"];
    };
    "/company/{id}/moderation/log": {
        /**
         * The company’s moderation log: every action, report dismissed and appeal decided, who and why, newest first; 20 a page. For the company’s owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyModerationLog"];
    };
    "/company/{id}/moderation/reports": {
        /**
         * The reports of the company’s posts and comments, open first, each with the action taken; 20 a page. For the company’s owner and managers. Reporters stay anonymous.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyModerationReports"];
    };
    "/company/{id}/moderation/reports/{reportId}/dismiss": {
        /**
         * Dismiss a report of the company’s content: nothing breaks the page’s rules. Logged. For the company’s owner and managers; a report already resolved 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["companyModerationDismissReport"];
    };
    "/company/{id}/post/{postId}": {
        /**
         * Pin a post made as the company on top of its timeline, or unpin it (its owner or managers; one pinned post a page); answers the post.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["pinCompanyPost"];
    };
    "/company/{id}/products/{x}": {
        /**
         * A company’s products, newest first (24 a page): all, or active (in stock, or stock not counted).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyProducts"];
    };
    "/company/{id}/profile-picture/visibility": {
        /**
         * Choose who sees the company’s logo (its owner or managers): public, or members (signed in); answers the company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["setCompanyPictureVisibility"];
    };
    "/company/{id}/reviews": {
        /**
         * Reviews of a company, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyReviews"];
        /**
         * Review a company: content and a rate of 1 to 5. One review a member; not on your own company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createCompanyReview"];
    };
    "/company/{id}/reviews/{reviewId}": {
        /**
         * Like a review, or take the like back when you already like it (SPEC §7). Answers the review.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /company/{id}/reviews/{reviewId}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["toggleCompanyReviewLike"];
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteCompanyReview"];
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateCompanyReview"];
    };
    "/company/{id}/reviews/{reviewId}/like": {
        /**
         * Like a review; liking it again changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["likeCompanyReview"];
        /**
         * Take your like of a review back; not liking it changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unlikeCompanyReview"];
    };
    "/company/{id}/reviews/received": {
        /**
         * What a company received: reviews of the company, its deals and its products, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyReviewsReceived"];
    };
    "/company/{id}/reviews/sent": {
        /**
         * The company reviews member {id} wrote (their review history), newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyReviewsSent"];
    };
    "/company/{id}/showroom": {
        /**
         * A company’s showroom items, in their order.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyShowroom"];
        /**
         * Add an item to a company’s showroom (its owner or managers; at most 50): type default or video, title, description, url (the video’s address), file image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addShowroomItem"];
    };
    "/company/{id}/showroom/{itemId}": {
        /**
         * Remove an item from a company’s showroom (its owner or managers); its picture goes with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteShowroomItem"];
    };
    "/company/{id}/timeline": {
        /**
         * Posts made as a company, its pinned post first, then newest first (10 a page), as each post’s visibility allows.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyTimeline"];
    };
    "/company/connected-account-stepper/create": {
        /**
         * One onboarding step of the company’s payout account: the business type, then the name; once both are known the account is created and the onboarding link answered.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["stepCompanyConnectedAccount"];
    };
    "/company/connected-account/balance": {
        /**
         * The company account’s balance per currency (available and pending), for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyConnectedAccountBalance"];
    };
    "/company/connected-account/create": {
        /**
         * The company owner opens the company’s payout account in one call (business type company and the company’s name unless given); answers the onboarding link.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createCompanyConnectedAccount"];
    };
    "/company/connected-account/login-link": {
        /**
         * A one-time link to the company’s payout dashboard at the provider, for its owner once onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyConnectedAccountLoginLink"];
    };
    "/company/connected-account/payout": {
        /**
         * The company account’s payouts, newest first, for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyConnectedAccountPayouts"];
        /**
         * The company owner pays the available balance out to the bank (one payout per currency). Send an Idempotency-Key: a retry pays once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["payOutCompanyConnectedAccount"];
    };
    "/company/connected-account/retrieve": {
        /**
         * The company’s payout account and its onboarding step, refreshed from the provider, for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyConnectedAccount"];
    };
    "/company/followed": {
        /**
         * The companies I follow, newest follow first (25 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["followedCompanies"];
    };
    "/company/is-follower/{id}": {
        /**
         * Whether I follow a company, and how many follow it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["isCompanyFollower"];
    };
    "/company/my": {
        /**
         * The companies I own or manage (owned first, then by name); with includeManagers=1 each comes with its managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myCompanies"];
    };
    "/company/types": {
        /**
         * The company types a page may take (LinkedIn’s), named in the answer’s language.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["companyTypes"];
    };
    "/company/unique-slug-control": {
        /**
         * Whether a company page address is free: false when taken, malformed or reserved.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["companySlugAvailable"];
    };
    "/countries": {
        /**
         * The 33 countries of SPEC §3.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["countries"];
    };
    "/currencies": {
        /**
         * Currencies prices can be given in.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["currencies"];
    };
    "/deals": {
        /**
         * List an offer or a demand: a multipart form with up to 10 files. Buy, sell and refer prices are kept only when above zero.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createDeal"];
    };
    "/deals/{id}": {
        /**
         * A deal with its files, managers, FAQ and review summary.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["deal"];
        /**
         * Delete a deal (its author, its company’s managers or its managers); its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteDeal"];
        /**
         * Change a deal (its author, its company’s managers or its managers): a multipart form of the fields to change, new files, removed_files, and managers (replaces the list).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateDeal"];
    };
    "/deals/{id}/faq": {
        /**
         * The FAQ of a deal, in the order it was written.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["dealFaqs"];
        /**
         * Add a question and its answer to a deal (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createDealFaq"];
    };
    "/deals/{id}/faq/{faqId}": {
        /**
         * Remove an entry from a deal's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteDealFaq"];
        /**
         * Change a question or answer of a deal's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateDealFaq"];
    };
    "/deals/{id}/review/{x}": {
        /**
         * One review: by its id, or `mine` for the signed-in member’s own review of this deal.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["dealReview"];
    };
    "/deals/{id}/reviews": {
        /**
         * Reviews of a deal, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["dealReviews"];
        /**
         * Review a deal: content and a rate of 1 to 5. One review a member; not on your own deal.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createDealReview"];
    };
    "/deals/{id}/reviews/{reviewId}": {
        /**
         * Like a review, or take the like back when you already like it (SPEC §7). Answers the review.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /deals/{id}/reviews/{reviewId}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["toggleDealReviewLike"];
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteDealReview"];
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateDealReview"];
    };
    "/deals/{id}/reviews/{reviewId}/like": {
        /**
         * Like a review; liking it again changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["likeDealReview"];
        /**
         * Take your like of a review back; not liking it changes nothing. Answers the review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unlikeDealReview"];
    };
    "/deals/new-deals": {
        /**
         * The newest deals first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["newDeals"];
    };
    "/deals/other-deals/{id}": {
        /**
         * Other deals of the same company (or, without one, the same member), newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["otherDeals"];
    };
    "/deals/popular-deals": {
        /**
         * Most reviewed and best rated deals (100 in one page; type all, offer or demand).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["popularDeals"];
    };
    "/deals/recommended-deals": {
        /**
         * Deals recommended to the viewer: sponsored and best rated first, never their own.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["recommendedDeals"];
    };
    "/deals/related-deals/{id}": {
        /**
         * Deals in the same industry or category, newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["relatedDeals"];
    };
    "/deals/sponsored-deals": {
        /**
         * Sponsored deals, newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["sponsoredDeals"];
    };
    "/employment-types": {
        /**
         * Employment types of an experience.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["employmentTypes"];
    };
    "/health": {
        /**
         * Answers 200 when the server is ready.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["health"];
    };
    "/industries": {
        /**
         * Industries deals, products and companies belong to.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["industries"];
    };
    "/lead": {
        /**
         * Buy, sell or refer a deal (multipart: the fields and optional `files`): starts a lead addressed to the deal’s side (todo).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createLead"];
    };
    "/lead/{id}": {
        /**
         * The sender withdraws a lead nobody has started on (todo); later it can only be refused.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteLead"];
    };
    "/lead/{id}/file/{fileId}": {
        /**
         * Remove a file from a lead: the member who uploaded it, or a lead manager of the deal’s side.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteLeadFile"];
    };
    "/lead/{id}/task": {
        /**
         * A lead’s tasks: open ones first, each in the order added.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadTasks"];
        /**
         * Add a task (text, type) to a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createLeadTask"];
    };
    "/lead/{id}/task/{taskId}": {
        /**
         * Remove a task from a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteLeadTask"];
    };
    "/lead/{id}/task/{taskId}/done": {
        /**
         * Mark a task done, or open again when it is done (records who and when).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["toggleLeadTaskDone"];
    };
    "/lead/activities/{id}": {
        /**
         * Every change to a lead, newest first, with who made it and when.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadActivities"];
    };
    "/lead/activity-section/{id}": {
        /**
         * Company {id}’s lead activity, newest first (10 a page), for its owner and managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadActivitySection"];
    };
    "/lead/assigned": {
        /**
         * Leads the member was assigned to as a company manager (dashboard "assigned").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["assignedLeads"];
    };
    "/lead/assigned/managers/{id}/search": {
        /**
         * Managers of the deal and its company who can be assigned to the lead, by name, username or e-mail (up to 20).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["searchLeadManagers"];
    };
    "/lead/assigned/users/{id}": {
        /**
         * The company managers assigned to a lead.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadAssignees"];
    };
    "/lead/assignee/{a}/{b}": {
        /**
         * Assign manager {b} (of the deal or its company) to lead {a}; assigning again changes nothing. Answers the assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["assignLeadManager"];
        /**
         * Take manager {b} off lead {a}. Answers the assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unassignLeadManager"];
    };
    "/lead/club-detail/{stat}": {
        /**
         * A statistic over the member’s leads that came through one club (?club_id).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubDetailLeadStatistic"];
    };
    "/lead/club/{stat}": {
        /**
         * A statistic over the member’s leads that came through a club.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["clubLeadStatistic"];
    };
    "/lead/comments/{id}": {
        /**
         * A lead’s comments, oldest first, each with its file when it has one.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadComments"];
        /**
         * Comment on a lead (multipart: `text`, and an optional `file`).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createLeadComment"];
    };
    "/lead/deal": {
        /**
         * Leads on one deal (dashboard "deal"), for the deal’s side: its author, managers and company managers.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["dealLeads"];
    };
    "/lead/detail/{id}": {
        /**
         * A lead with its deal, parties, approvals and counts (the lead card and header).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadDetail"];
    };
    "/lead/detail/uuid/{uuid}": {
        /**
         * A lead by its uuid (shared links), as /lead/detail/{id} answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadDetailByUuid"];
    };
    "/lead/details/{id}": {
        /**
         * The lead page: the lead with its tasks, comments, files, newest activities and assignees.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["leadDetails"];
    };
    "/lead/edit/{id}": {
        /**
         * Change one field of an open lead: text (either side), budget (sender side), final_budget and currency (either side).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["editLead"];
    };
    "/lead/general/{stat}": {
        /**
         * A statistic over every lead on Dealgrow: counts only (status, types, conversion); budget and pipeline answer 403.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["generalLeadStatistic"];
    };
    "/lead/personal/{stat}": {
        /**
         * A statistic over the leads the member is a party to or assigned to.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["personalLeadStatistic"];
    };
    "/lead/receiver": {
        /**
         * Leads on the deals of the member or their companies (dashboard "received").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["receivedLeads"];
    };
    "/lead/sender": {
        /**
         * Leads the member sent, or was referred to (dashboard "sent"), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["sentLeads"];
    };
    "/lead/status/{id}": {
        /**
         * Move a lead: in-progress (deal side, from todo), accepted (records your side’s approval; accepted once both sides approved), refused (either side). 409 illegal_transition otherwise.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["changeLeadStatus"];
    };
    "/lead/upload/{id}": {
        /**
         * Attach files to a lead (multipart, field `files`, up to 10); answers the lead’s files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["uploadLeadFiles"];
    };
    "/mail/unsubscribe": {
        /**
         * One-click unsubscribe (RFC 8058), no sign-in: the token of a mail’s List-Unsubscribe address stops what it names (the weekly digest, a summary, a kind’s e-mail, or all e-mail). 403 for a token that was changed or forged. A browser (Accept: text/html) gets a page.
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["unsubscribeMail"];
    };
    "/member-connection/{a}/{b}": {
        /**
         * The receiver accepts or declines a pending request: `a` is the friendship id, `b` is `accept` or `decline`.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["respondToConnectionRequest"];
    };
    "/member-connection/{id}/connections": {
        /**
         * A member’s connections, newest first, as their `connectionsVisibility` allows: `connections` (the default) shows them to their connections and themselves, `everyone` to anyone, `only_me` to themselves; 403 otherwise.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["memberConnections"];
    };
    "/member-connection/{id}/connections/total": {
        /**
         * How many connections a member has: public, whatever their `connectionsVisibility`.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["memberConnectionsTotal"];
    };
    "/member-connection/{id}/mutual-connections": {
        /**
         * The members connected both to me and to member `id`, by name.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["mutualConnections"];
    };
    "/member-connection/{id}/mutual-connections/total": {
        /**
         * How many connections I share with member `id`.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["mutualConnectionsTotal"];
    };
    "/member-connection/{id}/remove": {
        /**
         * End the connection with member `id` (either side may): it becomes `reject` and leaves both members’ friend lists.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["removeConnection"];
    };
    "/member-connection/friendship-detail/{a}/{b}": {
        /**
         * The live friendship of members `a` and `b` (pending, connected or declined), or null; the viewer is one of them.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["friendshipDetail"];
    };
    "/member-connection/lists": {
        /**
         * My friend lists, oldest first, each with its 50 newest members and members_total.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["friendLists"];
        /**
         * Make a named list of my connections (empty; add members with addToFriendList).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createFriendList"];
    };
    "/member-connection/lists/{id}": {
        /**
         * Rename a list of mine or change its icon (null removes it); fields left out stay.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["updateFriendList"];
        /**
         * Delete a list of mine (the connections stay).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteFriendList"];
    };
    "/member-connection/lists/{id}/add": {
        /**
         * Add one of my connections to a list of mine (422 for anyone else); adding a member twice keeps one.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addToFriendList"];
    };
    "/member-connection/lists/{id}/remove": {
        /**
         * Take a member off a list of mine (nothing changes when they are not on it).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["removeFromFriendList"];
    };
    "/member-connection/me/connections": {
        /**
         * My connections, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myConnections"];
    };
    "/member-connection/me/connections/search": {
        /**
         * My connections matching `keyword` (name, username, job title, company, skill; typos tolerated), best match first; `isManagersOnly=true` keeps those who own or manage a company.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["searchMyConnections"];
    };
    "/member-connection/me/connections/total": {
        /**
         * How many connections I have.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myConnectionsTotal"];
    };
    "/member-connection/me/friends/search": {
        /**
         * Up to 10 of my connections matching `keyword`, best match first (pickers: mentions, a new message).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["searchFriends"];
    };
    "/member-connection/received": {
        /**
         * Pending requests others sent me, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["receivedRequests"];
    };
    "/member-connection/request": {
        /**
         * Ask a member to connect: 201 with the pending friendship; 200 with the accepted one when they had already asked you. At most 100 requests in 7 days (429 connection_request_limit, with Retry-After).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["sendConnectionRequest"];
    };
    "/member-connection/request/{id}/cancel": {
        /**
         * The sender takes back a pending request (`id` is the friendship id): it becomes `reject`, and may be sent again.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["cancelConnectionRequest"];
    };
    "/member-connection/sent": {
        /**
         * Pending requests I sent, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["sentRequests"];
    };
    "/member-connection/suggested-connections": {
        /**
         * The first 10 people I might know (the sidebar), ranked as peopleMightKnow.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["suggestedConnections"];
    };
    "/membership/active-memberships": {
        /**
         * The viewer’s live plans: their personal plan and the shop plans of the companies they manage, with their limits.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["activeMemberships"];
    };
    "/membership/cancel/other": {
        /**
         * Cancel a company’s shop plan at the end of its period: its owner only. The company keeps SHOP until the plan ends.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["cancelCompanyMembership"];
    };
    "/membership/cancel/personal": {
        /**
         * Cancel the viewer’s personal plan at the end of its period (status cancel-on-period-ends); choosing it again before then resumes it. No body is read.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["cancelPersonalMembership"];
    };
    "/membership/faq/{x}": {
        /**
         * Questions and answers about a kind of plan, in the caller’s language.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["membershipFaq"];
    };
    "/membership/history": {
        /**
         * Every change and payment of the viewer’s personal plans and of the plans of the companies they own, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["membershipHistory"];
    };
    "/membership/packages/{x}": {
        /**
         * The plans of a kind with their features, limits and monthly and yearly prices in a currency (default EUR); the viewer’s current plan.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["membershipPackages"];
    };
    "/membership/upgrade/{x}": {
        /**
         * Choose a plan (docs/memberships.md "Rules"): a first plan answers a checkoutUrl; a higher plan or a longer interval applies at once with a prorated charge; a lower plan or a shorter interval is scheduled for the period end; the current plan resumes one that cancels at period end. An illegal change is a 409.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["changeMembership"];
    };
    "/metrics": {
        /**
         * The process’s metrics in Prometheus’ text format.
         * @description Requests by route pattern and status with latency histograms, SQL statement times, the Postgres pool, sockets connected, e-mails and pushes sent or failed, and Node’s process metrics (docs/observability.md). With METRICS_TOKEN set it asks for `Authorization: Bearer <METRICS_TOKEN>` (401 without it); in production without a token, or with METRICS_PORT set, this address answers 404 and the metrics are served on METRICS_PORT only.
         *
         *     Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["metrics"];
    };
    "/moderation/actions/{id}": {
        /**
         * A moderation decision, for the member it concerns (who sees the page, not the moderator, and whether they may still appeal) and for the page’s moderators; 404 for anyone else.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["moderationAction"];
    };
    "/moderation/actions/{id}/appeal": {
        /**
         * Appeal a decision that hid or removed my content, muted me or banned me, once, with a text; the page’s moderators accept (undo it) or reject it. A second appeal 409; anyone but the member concerned 403 (404 when they cannot see it).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["appealModerationAction"];
    };
    "/notifications": {
        /**
         * My notifications, latest activity first (20 a page); unread ones of the same kind and subject are merged (“Ada and 3 others liked your post”).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["notifications"];
    };
    "/notifications/preferences": {
        /**
         * For every kind, whether it shows in my notification centre (inApp) and is pushed to my browsers (push); both on unless I turned them off.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["notificationPreferences"];
        /**
         * Turn kinds on or off: each item changes the fields it gives. inApp off keeps the kind out of the centre, the live events and push alike; push off only stops the push. Answers every kind.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateNotificationPreferences"];
    };
    "/notifications/push-subscriptions": {
        /**
         * Register this browser’s Web Push subscription (PushSubscription.toJSON()): 201 with its id and a welcome push when new, 200 when known. Send the id as onesignal_player_id with PATCH /users/update/profile.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createPushSubscription"];
    };
    "/notifications/push-subscriptions/{id}": {
        /**
         * Stop pushing to one of my browsers (on sign-out or when the member turns push off there). 404 when it is not mine.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deletePushSubscription"];
    };
    "/notifications/push/public-key": {
        /**
         * The server’s VAPID public key: pass it as applicationServerKey to PushManager.subscribe().
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["pushPublicKey"];
    };
    "/notifications/seen": {
        /**
         * Mark notifications seen: the given ids (404 when one is not mine; nothing changes then), or every one when `ids` is left out. Answers how many changed and the unread left.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["markNotificationsSeen"];
    };
    "/notifications/unread/total": {
        /**
         * How many of my notifications are unread (the bell’s number).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["notificationsUnreadTotal"];
    };
    "/post": {
        /**
         * Home feed: my posts, my connections’, those of companies I follow or manage and of clubs I joined, newest first, as each post’s visibility allows.
         * @description Read from my stored timeline (its newest 800 posts; older pages are computed). `total` counts the timeline’s posts: never fewer than the feed shows, it may count a post hidden from me when read (narrowed visibility, a block), so the last page may come back empty.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["homeFeed"];
    };
    "/post/{id}": {
        /**
         * One post, as the viewer may see it (404 otherwise, never its body).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["getPost"];
        /**
         * Delete my post (marked deleted; restorePost brings it back within 10 minutes).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deletePost"];
    };
    "/post/{id}/comments": {
        /**
         * A post’s comments, newest first, each with its first 50 replies (oldest first) and repliesTotal.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["postComments"];
        /**
         * Comment on a post, or reply to a comment (parentId; a reply to a reply joins its thread). 403 when the post’s commentPermission excludes me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addPostComment"];
    };
    "/post/{id}/comments/{commentId}": {
        /**
         * Delete a comment (its writer, or the post’s author); its replies go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deletePostComment"];
        /**
         * Change my comment’s text.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["editPostComment"];
    };
    "/post/{id}/like": {
        /**
         * Like a post; liking it again changes nothing. Answers whether I like it (true) and the count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["likePost"];
        /**
         * Take my like of a post back; not liking it changes nothing. Answers whether I like it (false) and the count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unlikePost"];
    };
    "/post/{id}/restore": {
        /**
         * Bring back a post I deleted in the last 10 minutes (the undo after a delete call went through).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["restorePost"];
    };
    "/post/{id}/vote": {
        /**
         * Vote for one option of a survey: once (409 after), only before it ends (409). Answers the post with the results.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["voteInSurvey"];
    };
    "/post/all-posts": {
        /**
         * Every post the viewer may see, newest first, 5 a page (SPEC §9).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["allPosts"];
    };
    "/post/article-post": {
        /**
         * Post an article: title, description, industry, category, cover images. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createArticlePost"];
    };
    "/post/body-post": {
        /**
         * Post text (only body is needed). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createBodyPost"];
    };
    "/post/document-post": {
        /**
         * Post documents (files: PDF, Word, Excel, PowerPoint, OpenDocument by content). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createDocumentPost"];
    };
    "/post/event-post": {
        /**
         * Post an event: title, description, industry_id, category_id, start_date, end_date. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createEventPost"];
    };
    "/post/find-by-relation-id": {
        /**
         * The posts a notification, message or link refers to, by id, in the order asked; those missing or not for the viewer are left out.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["findPostsByRelationId"];
    };
    "/post/hashtag/{tag}": {
        /**
         * Posts with a hashtag (with or without #, any case), newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["hashtagFeed"];
    };
    "/post/like-control/{id}": {
        /**
         * Whether I like a post (false signed out) and how many do.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["postLikeState"];
    };
    "/post/like-post/{id}": {
        /**
         * Like a post, or take the like back when I already like it; answers whether I like it now and the count.
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /post/{id}/like`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["togglePostLike"];
    };
    "/post/likes/{id}": {
        /**
         * Who likes a post, newest first.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["postLikes"];
    };
    "/post/media-post": {
        /**
         * Post images (files: JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF by content). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createMediaPost"];
    };
    "/post/mentions": {
        /**
         * “Mentioned you”: posts by others that mention me (`@[Name](username)`), newest post first; a mention in a post I may not see is left out.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["mentionedPosts"];
    };
    "/post/my-quoted-post/{id}": {
        /**
         * My shares of a post (the posts in which I quoted it), newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["myQuotedPosts"];
    };
    "/post/post-track/{id}": {
        /**
         * Record that I saw a post: once a member a day, never the author’s own views; answers the view count.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["trackPostView"];
    };
    "/post/product-post": {
        /**
         * Post a product: title, price, currency, stock, industry_id, type, location, description, marketplace, files, faqs. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createProductPost"];
    };
    "/post/search": {
        /**
         * Posts whose text, title or description holds every word of q (as a word or the start of one, any language, any case), newest first; only posts the viewer may see (signed-out viewers: public posts).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["searchPosts"];
    };
    "/post/share-count/{id}": {
        /**
         * How many times a post was shared (live shares).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["postShareCount"];
    };
    "/post/share-post/{id}": {
        /**
         * Share a public post with my own words (body may be empty): a new post of mine quoting it; visible defaults to public.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["sharePost"];
    };
    "/post/survey-post": {
        /**
         * Post a survey: title, description, options (2–10), expire ("a day", "a week", "a month"). Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createSurveyPost"];
    };
    "/post/timeline/{id}": {
        /**
         * A member’s timeline: the posts they made as themselves, newest first (as /users/timeline/{id}/posts).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["postTimeline"];
    };
    "/post/video-post": {
        /**
         * Post a video (files: one MP4) with an optional image thumbnail. Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createVideoPost"];
    };
    "/products": {
        /**
         * Add a product: a multipart form with up to 10 files. Location is fixed to country 6, state 487, city 7.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createProduct"];
    };
    "/products/{id}": {
        /**
         * A product with its files, FAQ and review summary.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["product"];
        /**
         * Delete a product (its author or its company’s managers); its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteProduct"];
        /**
         * Change a product (its author or its company’s managers): the fields to change, new files and removed_files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateProduct"];
    };
    "/products/{id}/faq": {
        /**
         * The FAQ of a product, in the order it was written.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["productFaqs"];
        /**
         * Add a question and its answer to a product (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createProductFaq"];
    };
    "/products/{id}/faq/{faqId}": {
        /**
         * Remove an entry from a product's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteProductFaq"];
        /**
         * Change a question or answer of a product's FAQ (its editors only).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateProductFaq"];
    };
    "/products/{id}/reviews": {
        /**
         * Reviews of a product, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["productReviews"];
        /**
         * Review a product: content and a rate of 1 to 5. One review a member; not on your own product.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createProductReview"];
    };
    "/products/{id}/reviews/{reviewId}": {
        /**
         * Delete your review.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteProductReview"];
        /**
         * Change your review: content, rate or both.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateProductReview"];
    };
    "/products/new-products": {
        /**
         * The newest products first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["newProducts"];
    };
    "/products/other-products/{id}": {
        /**
         * Other products of the same company (or, without one, the same member), newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["otherProducts"];
    };
    "/products/popular-products": {
        /**
         * Most reviewed and best rated products. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["popularProducts"];
    };
    "/products/recommended-products": {
        /**
         * Products recommended to the viewer: best rated first, never their own. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["recommendedProducts"];
    };
    "/products/related-products/{id}": {
        /**
         * Products in the same industry or category, newest first. 24 a page.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["relatedProducts"];
    };
    "/ready": {
        /**
         * Answers 200 when the server can serve: its database, Redis and file storage answer; 503 naming what failed.
         * @description The readiness probe of load balancers and orchestrators, beside /health (the process is alive). Each check has 2 s; a failure's cause is logged, not answered.
         *
         *     Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["ready"];
    };
    "/reports": {
        /**
         * Report a member, post, comment, deal, company or message I can see, with a reason; admins review it. Reporting the same thing again while the first report is open answers that report (200).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createReport"];
    };
    "/search": {
        /**
         * Search everything the viewer may open at once, grouped by kind, best match first: an exact name or title, then the start of one, then full text (names and titles over headlines, tags and text), then close spellings; ties go to what is closer to the viewer, then to the newest. Matched words are marked by offsets.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["search"];
    };
    "/users/{id}": {
        /**
         * Upload your profile photo: a multipart form with one JPEG, PNG, WebP or GIF `image` (judged by its content), stored at 400×400 and 96×96. Only for yourself.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["uploadProfilePhoto"];
    };
    "/users/{id}/activities": {
        /**
         * What a member did: posted, liked, commented (their latest comment a post), newest first; only posts the viewer may see.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userActivities"];
    };
    "/users/{id}/deals": {
        /**
         * The deals a member listed, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userDeals"];
    };
    "/users/{id}/last-post": {
        /**
         * A member’s newest post the viewer may see ({ post: null } when none).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userLastPost"];
    };
    "/users/{id}/products": {
        /**
         * The products a member listed, newest first (24 a page).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userProducts"];
    };
    "/users/block/{id}": {
        /**
         * Block a member: neither of you sees the other’s profile, posts or comments, finds the other in search, or sends the other requests or messages; your connection and any pending request end. Blocking again changes nothing.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["blockMember"];
        /**
         * Unblock a member (nothing to do when they are not blocked). The connection that blocking ended does not come back.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["unblockMember"];
    };
    "/users/blocked": {
        /**
         * The members I block, most recently blocked first (20 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["blockedMembers"];
    };
    "/users/business-offers": {
        /**
         * Add a business offer to one's profile (at most 20): a multipart form with up to 10 files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addBusinessOffer"];
    };
    "/users/business-offers/{id}": {
        /**
         * Delete one of one’s business offers; its files go with it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteBusinessOffer"];
        /**
         * Change one of one’s business offers: the fields to change, new files and removed_files.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Takes a `multipart/form-data` body; files are judged by their content, not their name.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateBusinessOffer"];
    };
    "/users/connected-account/balance": {
        /**
         * The member’s payout account balance per currency (available and pending); empty before the account exists.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["connectedAccountBalance"];
    };
    "/users/connected-account/create": {
        /**
         * Opens the member’s payout account, where referral earnings are paid (business type individual and the member’s name unless given); answers the onboarding link. Called again, answers a fresh link until onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["createConnectedAccount"];
    };
    "/users/connected-account/login-link": {
        /**
         * A one-time link to the member’s payout dashboard at the provider, once onboarding is finished.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["connectedAccountLoginLink"];
    };
    "/users/connected-account/payout": {
        /**
         * The member’s payouts, newest first.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["connectedAccountPayouts"];
        /**
         * Pays the member’s available balance out to their bank (one payout per currency); the earnings in it become paid out. Send an Idempotency-Key: a retry pays once.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["payOutConnectedAccount"];
    };
    "/users/connected-account/retrieve": {
        /**
         * The member’s payout account and its onboarding step, refreshed from the provider.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["connectedAccount"];
    };
    "/users/delete-account": {
        /**
         * Delete my account after re-entering my password: personal data removed, what others still need kept under “Deleted member” (docs/accounts.md).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["deleteAccount"];
    };
    "/users/earnings": {
        /**
         * The member’s referral earnings, newest first (pending, available, paid out), with totals per status and currency. Earnings owed are moved to the payout account first when it is enabled.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["earnings"];
    };
    "/users/educations": {
        /**
         * Add a school to one's profile (at most 50).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addEducation"];
    };
    "/users/educations/{id}": {
        /**
         * Remove one of one’s educations.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteEducation"];
        /**
         * Change one of one’s educations: the fields sent (null clears; end_date_year null = ongoing).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateEducation"];
    };
    "/users/experiences": {
        /**
         * Add a job to one's profile (at most 50). company_slug links a Dealgrow company; company_name otherwise.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["addExperience"];
    };
    "/users/experiences/{id}": {
        /**
         * Remove one of one’s experiences.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteExperience"];
        /**
         * Change one of one’s experiences: the fields sent (null clears; end_date_year null = current).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updateExperience"];
    };
    "/users/export": {
        /**
         * Prepare a ZIP of my data in the background (an export under way, or one made in the last minute, is answered instead); a small account’s is ready within the request.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 20 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["requestAccountExport"];
    };
    "/users/export/{id}": {
        /**
         * One of my exports: its status and progress.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["accountExport"];
    };
    "/users/export/{id}/download": {
        /**
         * The ZIP of one of my ready exports (409 while it is being prepared).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["downloadAccountExport"];
    };
    "/users/interests": {
        /**
         * Set one's interests: the whole list, in order (adding, removing and reordering are one call). At most 50, each 1 to 80 characters; duplicates (whatever the case) are kept once, at their first place.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["setInterests"];
    };
    "/users/is-verified": {
        /**
         * Whether your e-mail address is verified.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["isVerified"];
    };
    "/users/me": {
        /**
         * The signed-in member (SPEC §3 "User (session)").
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["me"];
    };
    "/users/people-might-know": {
        /**
         * People I might know, 25 a page: by mutual connections, then shared companies, then same industry, then same country. Never my connections, pending requests either way, declined ones, or me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["peopleMightKnow"];
    };
    "/users/post/{id}": {
        /**
         * Edit my post: body, title, description, location, audience (visible, listId, clubId, userIds), commentPermission.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["editPost"];
    };
    "/users/profile-information": {
        /**
         * Your own whole profile, with your e-mail address and your visibility settings.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["profileInformation"];
    };
    "/users/profile-picture/visibility": {
        /**
         * Choose who sees your profile photo; everyone else is shown the default image.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["profilePictureVisibility"];
    };
    "/users/profile/{id}": {
        /**
         * A member's public profile, by id or username, with their connection count and, signed in, the connections you share and your friendship with them. Readable without signing in (partner widgets show it).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userProfile"];
    };
    "/users/profile/{id}/info": {
        /**
         * A member's whole profile, by id or username: the card, experiences, educations, skills, interests, business offers and recommendations.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userProfileInfo"];
    };
    "/users/recommendations": {
        /**
         * Write a recommendation for one of your connections. It stays hidden (visible: false) until the recipient shows it on their profile.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["recommendMember"];
    };
    "/users/recommendations/{id}": {
        /**
         * Delete a recommendation (its author or its recipient).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["deleteRecommendation"];
    };
    "/users/recommendations/{id}/toggle": {
        /**
         * Show or hide a recommendation on your profile (its recipient only).
         * @description Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /users/recommendations/{id}/visible`.
         *
         *     Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["toggleRecommendation"];
    };
    "/users/recommendations/{id}/visible": {
        /**
         * Show a recommendation on your profile (its recipient only); shown already changes nothing. Answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["showRecommendation"];
        /**
         * Hide a recommendation from your profile (its recipient only); hidden already changes nothing. Answers it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        delete: operations["hideRecommendation"];
    };
    "/users/search-all-users": {
        /**
         * Find members by first name, last name, full name, username, job title, company or skill, best match first; an exact name ranks above a partial one and a typo still finds the member. Never searches e-mail addresses.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["searchAllUsers"];
    };
    "/users/skills": {
        /**
         * Set one's skills: the whole list, in order (adding, removing and reordering are one call). At most 50, each 1 to 80 characters; duplicates (whatever the case) are kept once, at their first place.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["setSkills"];
    };
    "/users/timeline/{id}/{kind}": {
        /**
         * A member’s profile timeline: posts (every kind), articles, events, videos, or activities (posts they made, liked or commented on, by when).
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["userTimeline"];
    };
    "/users/unique-username-control": {
        /**
         * Is this username free?
         * @description Public: no token needed.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Rate limited: 60 calls per minute per client address; past it the answer is 429 `rate_limited` with `Retry-After` (seconds).
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["uniqueUsernameControl"];
    };
    "/users/update/me": {
        /**
         * Change your own profile: the fields sent (null clears an optional one). Answers the session user, as GET /users/me.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        put: operations["updateMe"];
    };
    "/users/update/profile": {
        /**
         * Save your push-subscription id (OneSignal player id), sent once the user is loaded; null forgets it.
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        patch: operations["updatePushSubscription"];
    };
    "/users/visit-logs": {
        /**
         * Who viewed your profile, newest first (one entry a visitor a day; 25 a page).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Answers one page `{ items, total, page, limit }`; ask for the next with `page`.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["visitLogs"];
    };
    "/users/visit-profile/{id}": {
        /**
         * Record that you viewed a member’s profile: at most once a viewer a day. Your own profile is never recorded ({ recorded: false }).
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
         *
         *     Send an `Idempotency-Key` header to retry safely: the same key with the same body is applied once and answered again with `Idempotent-Replayed: true`; the same key with another body answers 422.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        post: operations["visitProfile"];
    };
    "/version.json": {
        /**
         * The running version.
         * @description Public: no token needed.
         *
         *     Errors answer `{ message, code, fields?, requestId }` with a 4xx status.
         */
        get: operations["version"];
    };
}
export type webhooks = Record<string, never>;
/** AccountExport */
export interface AccountExport {
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
}
/** AccountSession */
export interface AccountSession {
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
}
/** AdminReport */
export interface AdminReport {
    /** @description Its author is suspended already. */
    author_suspended: boolean;
    /** Format: date-time */
    created_at: string;
    details: string | null;
    id: number;
    /** @description Why it is reported. */
    reason: "spam" | "harassment" | "hate" | "violence" | "scam" | "inappropriate" | "other";
    reporter: MemberSummary;
    resolved_at: string | null;
    /** @description open: waiting for an admin; dismissed: nothing done; actioned: hidden or suspended. */
    status: "open" | "dismissed" | "actioned";
    subject_author: MemberSummary | null;
    /** @description The content is hidden already. */
    subject_hidden: boolean;
    subject_id: number;
    subject_preview: string | null;
    /** @description What is reported. */
    subject_type: "member" | "post" | "comment" | "deal" | "company" | "message";
}
/** AnalyticsDay */
export interface AnalyticsDay {
    /** @description Followers (a company) or members (a club) at the end of the day. */
    audience: number;
    /** @description Comments and replies on the page’s posts written that day. */
    comments: number;
    /**
     * Format: date
     * @description The UTC day, YYYY-MM-DD.
     */
    day: string;
    /** @description Views of the company’s deals that day (each member once a deal a day); 0 for a club. */
    deal_views: number;
    /** @description Views of the page’s posts that day (each member once a post a day). */
    impressions: number;
    /** @description Leads started that day: on the company’s deals, or in the club. */
    leads: number;
    /** @description Likes of the page’s posts given that day. */
    likes: number;
    /** @description Members who unfollowed or left (or were removed) that day. */
    lost: number;
    /** @description new − lost. */
    net: number;
    /** @description Members who followed or joined that day. */
    new: number;
    /** @description Members who opened the page that day. */
    page_views: number;
    /** @description Posts published on the page that day. */
    posts: number;
    /** @description Views of the company’s products that day (each member once a product a day); 0 for a club. */
    product_views: number;
    /** @description Shares of the page’s posts made that day. */
    shares: number;
    /** @description Members who opened the company’s showroom that day; 0 for a club. */
    showroom_visits: number;
}
/** AnalyticsTopPost */
export interface AnalyticsTopPost {
    /** @description Comments within the range. */
    comments: number;
    /** Format: date-time */
    created_at: string;
    /** @description The post’s title, else the start of its text (at most 120 characters). */
    excerpt: string;
    id: number;
    /** @description Views within the range. */
    impressions: number;
    /** @description The post’s kind (body, media, video, …). */
    kind: string;
    /** @description Likes within the range. */
    likes: number;
    /** @description Shares within the range. */
    shares: number;
}
/** AnalyticsTotal */
export interface AnalyticsTotal {
    /** @description The total over the range. */
    current: number;
    /** @description The total over the as many days before it. */
    previous: number;
}
/** AnalyticsVisitorGroup */
export interface AnalyticsVisitorGroup {
    key: string | null;
    label: string | null;
    /** @description Distinct members of this group who visited within the range. */
    members: number;
}
/** AppealBody */
export interface AppealBody {
    /** @description Why the decision should be undone (1–2,000 characters). */
    text: string;
}
/** AppealDecisionBody */
export interface AppealDecisionBody {
    decision: "accept" | "reject";
    /** @description Why, in a few words (at most 500 characters); shown to the other moderators. */
    reason?: string;
}
/** AppealStatus */
export type AppealStatus = "pending" | "accepted" | "rejected";
/** AssignableManager */
export interface AssignableManager {
    assigned: boolean;
    firstName: string;
    id: number;
    lastName: string;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    username: string;
}
/** BlockedMember */
export interface BlockedMember {
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
}
/** BusinessOffer */
export interface BusinessOffer {
    category: string | null;
    category_id: number | null;
    country: string | null;
    /** Format: date-time */
    created_at: string;
    description: string | null;
    files: UploadedFile[];
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
}
/** ChatAutoMessage */
export interface ChatAutoMessage {
    enabled: boolean;
    text: string | null;
}
/** ChatCompany */
export interface ChatCompany {
    id: number;
    logo: string | null;
    name: string;
    slug: string;
}
/** ChatEventAckError */
export interface ChatEventAckError {
    code: "validation_failed" | "internal_error";
    message: string;
}
/** ChatEventConnectError */
export interface ChatEventConnectError {
    /** @constant */
    code: "invalid_token";
    message: string;
}
/** ChatEventMessageNew */
export interface ChatEventMessageNew {
    message: ChatMessage;
}
/** ChatEventMessageSeen */
export interface ChatEventMessageSeen {
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
}
/** ChatEventNotificationNew */
export interface ChatEventNotificationNew {
    notification: Notification;
}
/** ChatEventNotificationUnread */
export interface ChatEventNotificationUnread {
    total: number;
}
/** ChatEventPresence */
export interface ChatEventPresence {
    online: boolean;
    userId: number;
}
/** ChatEventPresenceQuery */
export interface ChatEventPresenceQuery {
    userIds: number[];
}
/** ChatEventPresenceQueryAck */
export interface ChatEventPresenceQueryAck {
    error?: ChatEventAckError;
    /** @description The asked members (connections of the asker only) with a socket open. */
    online: number[];
}
/** ChatEventRoomUpdated */
export interface ChatEventRoomUpdated {
    reason: "created" | "archived" | "unarchived" | "deleted" | "participants" | "title" | "left";
    /** Format: uuid */
    room_uuid: string;
    /** @description The room’s numeric id. */
    roomId: number;
}
/** ChatEventSessionRevoked */
export type ChatEventSessionRevoked = Record<string, never>;
/** ChatEventSyncAck */
export interface ChatEventSyncAck {
    error?: ChatEventAckError;
    /** @description Every message after `after` in each room the member is in, by room then sequence. */
    messages: ChatMessage[];
    /** @description Rooms with more messages than answered: read them with GET …/chat-message?after=. */
    more: number[];
}
/** ChatEventSyncRequest */
export interface ChatEventSyncRequest {
    rooms: {
        after: number;
        roomId: number;
    }[];
}
/** ChatEventTyping */
export interface ChatEventTyping {
    /** Format: uuid */
    room_uuid: string;
    /** @description The room’s numeric id. */
    roomId: number;
    typing: boolean;
    userId: number;
}
/** ChatEventTypingRequest */
export interface ChatEventTypingRequest {
    roomId: number;
    typing: boolean;
}
/** ChatFile */
export interface ChatFile {
    id: number;
    mimeType: string;
    name: string;
    size: number;
    /** @description A signed download address (about an hour), usable in <img> and links without a token. */
    url: string;
}
/** ChatMessage */
export interface ChatMessage {
    /** Format: date-time */
    created_at: string;
    file: ChatFile | null;
    id: number;
    /** @description An away message sent for its author. */
    is_auto: boolean;
    room_id: number;
    /** Format: uuid */
    room_uuid: string;
    sender: MemberSummary | null;
    sender_company: ChatCompany | null;
    /** @description The message number in its room: 1, 2, 3, … with no gap. */
    sequence: number;
    text: string;
}
/** ChatMessagePage */
export interface ChatMessageSlice {
    hasMore: boolean;
    /** @description Ascending by sequence. */
    items: ChatMessage[];
}
/**
 * ChatParticipant
 * @description A member, or a company answered by its current managers.
 */
export interface ChatParticipant {
    company: ChatCompany | null;
    role: "owner" | "member";
    user: MemberSummary | null;
}
/** ChatReadPointer */
export interface ChatReadPointer {
    sequence: number;
    userId: number;
}
/** ChatRoom */
export interface ChatRoom {
    clubId: number | null;
    companyId: number | null;
    /** Format: date-time */
    created_at: string;
    id: number;
    isArchived: boolean;
    lastChatMessage: ChatMessage | null;
    lastSequence: number;
    /** @description Up to 5, the viewer last. */
    participants: ChatParticipant[];
    participantsCount: number;
    /** @description Other participants’ read pointers; empty when read receipts are off on either side. */
    readUpTo: ChatReadPointer[];
    /** @description private (two connections), group, company (a member and a company), club (every club member). */
    room_type: "private" | "group" | "company" | "club";
    /** Format: uuid */
    room_uuid: string;
    title: string | null;
    totalUnreadMessages: number;
    /** Format: date-time */
    updated_at: string;
}
/** ChatRoomBetween */
export interface ChatRoomBetween {
    exists: boolean;
    room: ChatRoom | null;
}
/** ChatSeen */
export interface ChatSeen {
    sequence: number;
    totalUnreadMessages: number;
}
/** ChatSettings */
export interface ChatSettings {
    /** @description Off hides your read receipts from others and theirs from you. */
    readReceipts: boolean;
}
/** ChatUnreadTotal */
export interface ChatUnreadTotal {
    rooms: number;
    total: number;
}
/** Club */
export interface Club {
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
    owner: MemberSummary | null;
    /** @description Join requests waiting; counted for the owner and admins only, else 0. */
    pendingRequests: number;
    /** @description open: a member who asks joins at once; closed: asking makes a join request the owner or an admin answers. */
    privacy: "open" | "closed";
    /** @description The caller’s join request waits for an answer. */
    requestPending: boolean;
    role: ("owner" | "admin" | "member") | null;
    /** @description The club’s URL (unique, lower case). */
    slug: string;
}
/** ClubJoinAnswer */
export interface ClubJoinAnswer {
    /** @description approved: the member joined (an open club); pending: the request waits for the owner or an admin (a closed club). */
    status: "approved" | "pending";
}
/** ClubJoinRequest */
export interface ClubJoinRequest {
    /** Format: date-time */
    created_at: string;
    id: number;
    member: MemberCard;
    status: "pending" | "approved" | "declined";
}
/** ClubMember */
export interface ClubMember {
    /** Format: date-time */
    joined_at: string;
    member: MemberCard;
    role: "owner" | "admin" | "member";
}
/** Company */
export interface Company {
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
    type: CompanyType | null;
    userMembership: {
        type: "SHOP" | "PERSONAL";
    } | null;
    website: string | null;
}
/** CompanyFollowState */
export interface CompanyFollowState {
    followers: number;
    isFollower: boolean;
}
/** CompanyManager */
export interface CompanyManager {
    /** Format: date-time */
    added_at: string;
    isLeadManager: boolean;
    member: MemberCard;
    role: "owner" | "manager";
}
/** CompanyReceivedReview */
export interface CompanyReceivedReview {
    author: MemberSummary;
    content: string;
    /** Format: date-time */
    created_at: string;
    id: number;
    rate: number;
    subject: ReviewSubject;
    /** Format: date-time */
    updated_at: string;
}
/** CompanyReview */
export interface CompanyReview {
    author: MemberSummary;
    company: CompanySummary;
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
}
/** CompanySummary */
export interface CompanySummary {
    id: number;
    logo: string | null;
    name: string;
    slug: string;
}
/** CompanyType */
export interface CompanyType {
    id: number;
    key: string;
    /** @description In the answer’s language. */
    name: string;
}
/** CompanyWithManagers */
export interface CompanyWithManagers {
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
    managers?: CompanyManager[];
    name: string;
    pinnedPostId: number | null;
    /** @description Who sees the logo: public = anyone; members = signed-in members (others are answered null). */
    profile_picture_visibility: "public" | "members";
    size: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001+") | null;
    slug: string;
    type: CompanyType | null;
    userMembership: {
        type: "SHOP" | "PERSONAL";
    } | null;
    website: string | null;
}
/** ConnectedAccount */
export interface ConnectedAccount {
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
}
/** ConnectedAccountBalance */
export interface ConnectedAccountBalance {
    /** @description Ready to pay out, per currency. */
    available: Money[];
    /** @description On its way to available, per currency. */
    pending: Money[];
}
/** ConnectedAccountLoginLink */
export interface ConnectedAccountLoginLink {
    url: string;
}
/** Connection */
export interface Connection {
    /** Format: date-time */
    connected_at: string;
    friendship_id: number;
    member: MemberCard;
}
/** Country */
export interface Country {
    id: number;
    name: string;
    name_fr: string;
    name_tr: string;
    /** @description Two-letter code. */
    value: string;
}
/** Currency */
export interface Currency {
    code: string;
    id: number;
    name: string;
    name_fr: string;
    symbol: string;
}
/** Deal */
export interface Deal {
    author: MemberSummary;
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
    company: CompanySummary | null;
    company_id: number | null;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    description: string;
    files: UploadedFile[];
    id: number;
    industry: string | null;
    industry_id: number | null;
    is_sponsored: boolean;
    isAllIndustry: boolean;
    location: string | null;
    /** @description Members who manage this deal besides its author and company. */
    managers: MemberSummary[];
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
}
/** DealDetail */
export interface DealDetail {
    author: MemberSummary;
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
    company: CompanySummary | null;
    company_id: number | null;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    description: string;
    faqs: Faq[];
    files: UploadedFile[];
    id: number;
    industry: string | null;
    industry_id: number | null;
    is_sponsored: boolean;
    isAllIndustry: boolean;
    location: string | null;
    /** @description Members who manage this deal besides its author and company. */
    managers: MemberSummary[];
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
}
/** DealReview */
export interface DealReview {
    author: MemberSummary;
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
}
/** DismissReportBody */
export interface DismissReportBody {
    /** @description Why, in a few words (at most 500 characters); shown to the other moderators. */
    reason?: string;
}
/** Earning */
export interface Earning {
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
}
/** EarningsPage */
export interface EarningsPage {
    items: Earning[];
    limit: number;
    page: number;
    total: number;
    /** @description Every earning of the member summed per status and currency. */
    totals: {
        available: Money[];
        paid_out: Money[];
        pending: Money[];
    };
}
/** Education */
export interface Education {
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
}
/**
 * EmailFrequency
 * @description How often a kind of notification is e-mailed: at once, in the daily or weekly summary, or never (docs/digests.md).
 */
export type EmailFrequency = "instant" | "daily" | "weekly" | "never";
/** EmploymentType */
export interface EmploymentType {
    id: number;
    name: string;
}
/** Experience */
export interface Experience {
    company: CompanySummary | null;
    company_name: string | null;
    /** Format: date-time */
    created_at: string;
    description: string | null;
    employment_type: EmploymentType | null;
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
}
/** Faq */
export interface Faq {
    answer: string;
    /** Format: date-time */
    created_at: string;
    id: number;
    question: string;
    /** Format: date-time */
    updated_at: string;
}
/** FriendList */
export interface FriendList {
    icon: string | null;
    id: number;
    /** @description The 50 members added last, newest first. */
    members: MemberCard[];
    members_total: number;
    name: string;
}
/** Friendship */
export interface Friendship {
    /** Format: date-time */
    created_at: string;
    deleted_at: string | null;
    /** @description The member who received it. */
    friend_id: number;
    id: number;
    receiver: MemberCard;
    sender: MemberCard;
    /** @description SPEC §4: pending_first_second (request sent), accept/friends (connected), reject (can send again), declined_first_second. */
    status: "pending_first_second" | "accept" | "friends" | "reject" | "declined_first_second";
    /** Format: date-time */
    updated_at: string;
    /** @description The member who sent the request. */
    user_id: number;
}
/** Lead */
export interface Lead {
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
    receiver: MemberSummary | null;
    receiver_approval: boolean;
    receiver_approved_at: string | null;
    receiver_approved_by: number | null;
    receiver_company: {
        id: number;
        name: string;
        slug: string;
    } | null;
    referral_user: MemberSummary | null;
    referral_user_id: number | null;
    sender: MemberSummary;
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
}
/** LeadActivity */
export interface LeadActivity {
    /** @description created, status_changed, approved, refused, field_edited, file_uploaded, … */
    action: string;
    actor: MemberSummary | null;
    /** Format: date-time */
    created_at: string;
    details: {
        [key: string]: string | number | boolean | null;
    };
    id: number;
    lead_id: number;
}
/** LeadComment */
export interface LeadComment {
    author: MemberSummary | null;
    /** Format: date-time */
    created_at: string;
    file: UploadedFile | null;
    id: number;
    lead_id: number;
    text: string;
}
/** LeadDetails */
export interface LeadDetails {
    /** @description The newest 20; GET /lead/activities/{id} has them all. */
    activities: LeadActivity[];
    assignees: MemberSummary[];
    budget: number | null;
    closed_at: string | null;
    closed_by: number | null;
    club_id: number | null;
    comments: LeadComment[];
    comments_count: number;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    deal: {
        id: number;
        title: string;
        type: "offer" | "demand";
    };
    files: UploadedFile[];
    files_count: number;
    final_budget: number | null;
    id: number;
    /** @description The statuses the signed-in member may ask for now. */
    next_statuses: ("todo" | "in-progress" | "accepted" | "refused")[];
    receiver: MemberSummary | null;
    receiver_approval: boolean;
    receiver_approved_at: string | null;
    receiver_approved_by: number | null;
    receiver_company: {
        id: number;
        name: string;
        slug: string;
    } | null;
    referral_user: MemberSummary | null;
    referral_user_id: number | null;
    sender: MemberSummary;
    sender_approval: boolean;
    sender_approved_at: string | null;
    sender_approved_by: number | null;
    /** @description todo → in-progress → accepted | refused (docs/leads.md). */
    status: "todo" | "in-progress" | "accepted" | "refused";
    tasks: LeadTask[];
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
}
/** LeadStatistic */
export interface LeadStatistic {
    scope: "general" | "personal" | "club" | "club-detail";
    stat: string;
    /** @description Named numbers, e.g. { todo: 3, accepted: 1, … } or { EUR: 1500 }. */
    values: {
        [key: string]: number;
    };
}
/** LeadTask */
export interface LeadTask {
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
}
/** LinkPreview */
export interface LinkPreview {
    description: string | null;
    image: string | null;
    title: string | null;
    url: string;
}
/** MemberCard */
export interface MemberCard {
    companyName: string | null;
    firstName: string;
    id: number;
    jobTitle: string | null;
    lastName: string;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    username: string;
}
/** Membership */
export interface Membership {
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
    limits: PlanLimits;
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
}
/** MembershipCancel */
export interface MembershipCancel {
    membership: Membership;
}
/** MembershipChange */
export interface MembershipChange {
    action: "checkout" | "upgraded" | "interval_changed" | "resumed" | "change_scheduled" | "change_unscheduled";
    charged: {
        amount: number;
        currency: string;
        payment_id: string | null;
    } | null;
    checkout_session_id: string | null;
    checkoutUrl: string | null;
    membership: Membership | null;
}
/** MembershipFaq */
export interface MembershipFaq {
    items: {
        answer: string;
        question: string;
    }[];
}
/** MembershipHistoryEntry */
export interface MembershipHistoryEntry {
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
}
/** MembershipPackage */
export interface MembershipPackage {
    features: string[];
    key: string;
    limits: PlanLimits;
    name: string;
    /** @description Per period, minor unit of `currency`. */
    prices: {
        month: number;
        year: number;
    };
    /** @description Higher is more; the free level is 0. */
    rank: number;
    yearly_saving_percent: number;
}
/** MembershipPackages */
export interface MembershipPackages {
    currencies: string[];
    currency: string;
    current: Membership | null;
    free_limits: PlanLimits;
    kind: "personal" | "shop";
    plans: MembershipPackage[];
}
/** MemberSummary */
export interface MemberSummary {
    firstName: string;
    id: number;
    lastName: string;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    username: string;
}
/** ModeratedPage */
export interface ModeratedPage {
    id: number;
    name: string;
    slug: string;
    type: ModeratedPageType;
}
/**
 * ModeratedPageType
 * @description A company page or a club.
 */
export type ModeratedPageType = "company" | "club";
/** ModerationAction */
export interface ModerationAction {
    action: ModerationKind;
    appeal: {
        id: number;
        status: AppealStatus;
    } | null;
    /** @description The caller is the member concerned and may still appeal it. */
    canAppeal: boolean;
    /** Format: date-time */
    created_at: string;
    id: number;
    member: MemberSummary | null;
    moderator: MemberSummary | null;
    mutedUntil: string | null;
    page: ModeratedPage;
    preview: string | null;
    reason: string | null;
    reportId: number | null;
    subject: {
        id: number;
        type: ModerationSubjectType;
    };
    /** @description An accepted appeal, an unhide, unmute or unban undid it. */
    undone: boolean;
}
/** ModerationAppeal */
export interface ModerationAppeal {
    action: ModerationAction;
    /** Format: date-time */
    created_at: string;
    decided_at: string | null;
    decidedBy: MemberSummary | null;
    id: number;
    member: MemberSummary;
    status: AppealStatus;
    text: string;
}
/** ModerationBody */
export interface ModerationBody {
    action: ModerationDo;
    /** @description The comment (hide, unhide, remove). */
    commentId?: number;
    /** @description How long a mute lasts, in days (mute). */
    days?: 1 | 7 | 30;
    /** @description The member (mute, unmute, ban, unban). */
    memberId?: number;
    /** @description The post (hide, unhide, remove). */
    postId?: number;
    /** @description Why, in a few words (at most 500 characters); shown to the other moderators. */
    reason?: string;
    /** @description The report this action answers; every open report of the same content is resolved with it. */
    reportId?: number;
}
/**
 * ModerationDo
 * @description hide/unhide/remove a post or comment; mute/unmute a member; ban/unban a member (clubs only).
 */
export type ModerationDo = "hide" | "unhide" | "remove" | "mute" | "unmute" | "ban" | "unban";
/**
 * ModerationKind
 * @description An entry of the moderation log.
 */
export type ModerationKind = "hide" | "unhide" | "remove" | "mute" | "unmute" | "ban" | "unban" | "dismiss_report" | "accept_appeal" | "reject_appeal";
/** ModerationSubjectType */
export type ModerationSubjectType = "post" | "comment" | "member" | "report" | "appeal";
/** Money */
export interface Money {
    /** @description In the currency’s minor unit (cents): 1250 EUR is €12.50. */
    amount: number;
    /** @description ISO 4217, upper case. */
    currency: string;
}
/** Notification */
export interface Notification {
    /** @description The latest actors, newest first (none for membership and payout kinds). */
    actors: MemberSummary[];
    /** @description Distinct actors in the group: “Ada and {actorsCount - 1} others”. */
    actorsCount: number;
    /** @description Events merged into this notification while it was unread. */
    count: number;
    /**
     * Format: date-time
     * @description When the first event of the group happened.
     */
    createdAt: string;
    data: NotificationData;
    id: number;
    kind: NotificationKind;
    seen: boolean;
    subject: {
        id: number;
        type: "friendship" | "member" | "post" | "chat_room" | "lead" | "membership" | "payout" | "moderation_action";
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
}
/** NotificationData */
export interface NotificationData {
    /** @description The amount paid, in major units. */
    amount?: number;
    /** @description The amount’s currency code. */
    currency?: string;
    /** @description A mute’s length in days (page_moderation). */
    days?: number;
    /** @description What the page’s moderators did (page_moderation): hide_post, hide_comment, remove_post, remove_comment, mute, ban, accept_appeal, reject_appeal. */
    moderation?: string;
    /** @description The page’s name (page_moderation). */
    page?: string;
    /** @description The membership plan. */
    plan?: string;
    /** @description The start of the comment or message. */
    preview?: string;
    /** @description The conversation’s uuid. */
    roomUuid?: string;
    /** @description The lead’s status after the change. */
    status?: string;
}
/**
 * NotificationKind
 * @description What the notification is about (docs/notifications.md "Kinds").
 */
export type NotificationKind = "connection_request" | "connection_accepted" | "post_liked" | "post_commented" | "mentioned" | "chat_message" | "lead_new" | "lead_status" | "membership_renewed" | "membership_payment_failed" | "payout_paid" | "page_moderation";
/** NotificationPreference */
export interface NotificationPreference {
    email: EmailFrequency;
    inApp: boolean;
    kind: NotificationKind;
    push: boolean;
}
/** NotificationPreferences */
export interface NotificationPreferences {
    /** @description False once I unsubscribed from all e-mail: nothing but my account’s own mails is sent until I turn it on again. */
    emailEnabled: boolean;
    /** @description Every kind, in the order of docs/notifications.md. */
    items: NotificationPreference[];
    /** @description The weekly digest e-mail (top posts of my network, requests, deals, unread messages); on by default. */
    weeklyDigest: boolean;
}
/** NotificationUnreadTotal */
export interface NotificationUnreadTotal {
    total: number;
}
/** OidcIdentity */
export interface OidcIdentity {
    /** Format: date-time */
    created_at: string;
    email: string | null;
    id: number;
    issuer: string;
}
/** PageAnalytics */
export interface PageAnalytics {
    /** @description Followers (a company) or members (a club) now. */
    audience: number;
    /** @description Each day of the range, oldest first. */
    days: AnalyticsDay[];
    /**
     * Format: date
     * @description The range’s first day (UTC).
     */
    from: string;
    /** @description The page these figures are of. */
    page: {
        id: number;
        type: "company" | "club";
    };
    /** @description Each day of the previous period, oldest first. */
    previous_days: AnalyticsDay[];
    range: 7 | 30 | 90;
    /**
     * Format: date
     * @description The range’s last day: today (UTC).
     */
    to: string;
    /** @description The page’s 10 posts most engaged with within the range. */
    top_posts: AnalyticsTopPost[];
    totals: {
        comments: AnalyticsTotal;
        deal_views: AnalyticsTotal;
        impressions: AnalyticsTotal;
        leads: AnalyticsTotal;
        likes: AnalyticsTotal;
        lost: AnalyticsTotal;
        net: AnalyticsTotal;
        new: AnalyticsTotal;
        page_views: AnalyticsTotal;
        posts: AnalyticsTotal;
        product_views: AnalyticsTotal;
        shares: AnalyticsTotal;
        showroom_visits: AnalyticsTotal;
    };
    /** @description Counts only, never names (the 10 largest groups of each). */
    visitors: {
        /** @description By the place of their current position. */
        by_city: AnalyticsVisitorGroup[];
        /** @description By the size of the company of their current position. */
        by_company_size: AnalyticsVisitorGroup[];
        by_industry: AnalyticsVisitorGroup[];
        /** @description Distinct members who opened the page, its showroom, deals or products within the range. */
        members: number;
    };
}
/** PageReport */
export interface PageReport {
    action: {
        action: ModerationKind;
        /** Format: date-time */
        created_at: string;
        id: number;
        moderator: MemberSummary | null;
    } | null;
    author: MemberSummary | null;
    /** Format: date-time */
    created_at: string;
    details: string | null;
    hidden: boolean;
    id: number;
    preview: string;
    /** @description Why it is reported. */
    reason: "spam" | "harassment" | "hate" | "violence" | "scam" | "inappropriate" | "other";
    removed: boolean;
    resolution: ("actioned" | "dismissed") | null;
    resolved_at: string | null;
    subject: {
        id: number;
        postId: number;
        type: "post" | "comment";
    };
}
/** Payout */
export interface Payout {
    /** @description Minor unit. */
    amount: number;
    arrival_date: string | null;
    /** Format: date-time */
    created_at: string;
    currency: string;
    failure_message: string | null;
    id: string;
    status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
}
/** PayoutList */
export interface PayoutList {
    items: Payout[];
}
/** PlanLimits */
export interface PlanLimits {
    deals: number | null;
    products: number | null;
}
/** Post */
export interface Post {
    author: MemberCard;
    /** @description The member who wrote it (also for company and club posts). */
    authorId: number;
    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
    authorType: "user" | "company" | "club";
    body: string;
    /** @description The viewer wrote it: may edit and delete it. */
    canEdit: boolean;
    category_id: number | null;
    club: PostingEntity | null;
    clubId: number | null;
    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
    commentPermission: "anyone" | "connections" | "no-one";
    comments: number;
    company: PostingEntity | null;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    deletedAt: string | null;
    description: string | null;
    didLike: boolean;
    end_date: string | null;
    faqs: PostFaq[];
    files: UploadedFile[];
    /** @description Lower-case, without #. */
    hashtags: string[];
    /** @description Hidden by the moderators of its company or club: only its author and those moderators see it (docs/moderation.md). */
    hiddenByPage: boolean;
    id: number;
    industry_id: number | null;
    /** @description body, media, video, document, article, event, product or survey. */
    kind: "body" | "media" | "video" | "document" | "article" | "event" | "product" | "survey";
    likes: number;
    link_preview_html: string | null;
    linkPreview: LinkPreview | null;
    listId: number | null;
    location: string | null;
    marketplace: boolean | null;
    mentions: {
        id: number;
        username: string;
    }[];
    price: number | null;
    sharedPost: QuotedPost | null;
    sharedPostId: number | null;
    shares: number;
    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
    shareType: "user" | "company" | "club";
    start_date: string | null;
    stock: number | null;
    survey: Survey | null;
    thumbnail: UploadedFile | null;
    title: string | null;
    type: string | null;
    /** Format: date-time */
    updated_at: string;
    /** @description For specific: the members chosen; shown to the author only (others get []). */
    userIds: number[];
    views: number;
    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
    visible: "public" | "connections" | "list" | "specific" | "club" | "hide";
}
/** PostActivity */
export interface PostActivity {
    /** Format: date-time */
    at: string;
    post: Post;
    type: "posted" | "liked" | "commented";
}
/** PostComment */
export interface PostComment {
    author: MemberCard;
    body: string;
    /** @description The viewer wrote it or wrote the post. */
    canDelete: boolean;
    /** @description The viewer wrote it. */
    canEdit: boolean;
    /** Format: date-time */
    created_at: string;
    /** @description Hidden by the moderators of the page its post is on: only its author and those moderators see it (docs/moderation.md). */
    hiddenByPage: boolean;
    id: number;
    parentId: number | null;
    postId: number;
    /** Format: date-time */
    updated_at: string;
}
/** PostCommentThread */
export interface PostCommentThread {
    author: MemberCard;
    body: string;
    /** @description The viewer wrote it or wrote the post. */
    canDelete: boolean;
    /** @description The viewer wrote it. */
    canEdit: boolean;
    /** Format: date-time */
    created_at: string;
    /** @description Hidden by the moderators of the page its post is on: only its author and those moderators see it (docs/moderation.md). */
    hiddenByPage: boolean;
    id: number;
    parentId: number | null;
    postId: number;
    /** @description The first 50 replies, oldest first. */
    replies: PostComment[];
    repliesTotal: number;
    /** Format: date-time */
    updated_at: string;
}
/** PostFaq */
export interface PostFaq {
    answer: string;
    question: string;
}
/** PostingEntity */
export interface PostingEntity {
    id: number;
    logo: string | null;
    name: string;
    slug: string;
}
/** PostLiker */
export interface PostLiker {
    /** Format: date-time */
    liked_at: string;
    member: MemberCard;
}
/** PostLikeState */
export interface PostLikeState {
    /** @description The viewer likes it. */
    liked: boolean;
    likes: number;
}
/** Product */
export interface Product {
    author: MemberSummary;
    author_id: number;
    /** @description The viewer may change this product. */
    can_edit: boolean;
    category_id: number | null;
    /** @enum {number} */
    city_id: 7;
    company: CompanySummary | null;
    company_id: number | null;
    /** @enum {number} */
    country_id: 6;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    description: string;
    files: UploadedFile[];
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
}
/** ProductDetail */
export interface ProductDetail {
    author: MemberSummary;
    author_id: number;
    /** @description The viewer may change this product. */
    can_edit: boolean;
    category_id: number | null;
    /** @enum {number} */
    city_id: 7;
    company: CompanySummary | null;
    company_id: number | null;
    /** @enum {number} */
    country_id: 6;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    description: string;
    faqs: Faq[];
    files: UploadedFile[];
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
}
/** ProductReview */
export interface ProductReview {
    author: MemberSummary;
    content: string;
    /** Format: date-time */
    created_at: string;
    id: number;
    rate: number;
    /** Format: date-time */
    updated_at: string;
}
/** ProfileInfo */
export interface ProfileInfo {
    bio: string | null;
    /** @description Newest first; inactive ones only for their owner. */
    businessOffers: BusinessOffer[];
    companyName: string | null;
    /** @description How many connections the member has (always public). */
    connectionsTotal: number;
    country: string | null;
    /** @description Ongoing first, then by end date, newest first. */
    educations: Education[];
    /** @description Current jobs first, then by end date, newest first (SPEC §4). */
    experiences: Experience[];
    firstName: string;
    friendship: Friendship | null;
    id: number;
    /** @description In the member’s order. */
    interests: string[];
    jobTitle: string | null;
    lastName: string;
    mutualConnectionsTotal: number | null;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    /** @description Newest first, at most 50: the visible ones; the recipient also sees the hidden ones (visible: false). */
    recommendations: Recommendation[];
    /** @description In the member’s order. */
    skills: string[];
    username: string;
}
/** ProfileInformation */
export interface ProfileInformation {
    bio: string | null;
    /** @description Newest first; inactive ones only for their owner. */
    businessOffers: BusinessOffer[];
    companyName: string | null;
    /** @description How many connections the member has (always public). */
    connectionsTotal: number;
    /** @description Who may list your connections: your connections, everyone, or only you. The count is always public. */
    connectionsVisibility: "connections" | "everyone" | "only_me";
    country: string | null;
    /** @description Ongoing first, then by end date, newest first. */
    educations: Education[];
    email: string;
    /** @description Current jobs first, then by end date, newest first (SPEC §4). */
    experiences: Experience[];
    firstName: string;
    friendship: Friendship | null;
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
    recommendations: Recommendation[];
    /** @description Whether members outside your network find you in search (GET /search, POST /users/search-all-users); when false, only your connections do. Your profile stays reachable by its address. */
    searchableByStrangers: boolean;
    /** @description In the member’s order. */
    skills: string[];
    username: string;
}
/** ProfilePhoto */
export interface ProfilePhoto {
    profilePhotoSmallUrl: string;
    profilePhotoUrl: string;
}
/** ProfileVisit */
export interface ProfileVisit {
    /**
     * Format: date-time
     * @description Their first view that day.
     */
    visited_at: string;
    visitor: MemberCard;
}
/** PublicProfile */
export interface PublicProfile {
    bio: string | null;
    companyName: string | null;
    /** @description How many connections the member has (always public). */
    connectionsTotal: number;
    country: string | null;
    firstName: string;
    friendship: Friendship | null;
    id: number;
    jobTitle: string | null;
    lastName: string;
    mutualConnectionsTotal: number | null;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    username: string;
}
/** PushSubscriptionCreated */
export interface PushSubscriptionCreated {
    /**
     * Format: uuid
     * @description Send it as onesignal_player_id with PATCH /users/update/profile (SPEC §7).
     */
    id: string;
}
/**
 * QuotedPost
 * @description The post this one shares; null when none or when the viewer may not see it.
 */
export interface QuotedPost {
    author: MemberCard;
    /** @description The member who wrote it (also for company and club posts). */
    authorId: number;
    /** @description Who the post is posted as: the member, a company they manage, or a club they belong to. */
    authorType: "user" | "company" | "club";
    body: string;
    /** @description The viewer wrote it: may edit and delete it. */
    canEdit: boolean;
    category_id: number | null;
    club: PostingEntity | null;
    clubId: number | null;
    /** @description anyone: every member who sees the post; connections: the author and their connections; no-one: comments are off. */
    commentPermission: "anyone" | "connections" | "no-one";
    comments: number;
    company: PostingEntity | null;
    /** Format: date-time */
    created_at: string;
    currency: string | null;
    deletedAt: string | null;
    description: string | null;
    didLike: boolean;
    end_date: string | null;
    faqs: PostFaq[];
    files: UploadedFile[];
    /** @description Lower-case, without #. */
    hashtags: string[];
    /** @description Hidden by the moderators of its company or club: only its author and those moderators see it (docs/moderation.md). */
    hiddenByPage: boolean;
    id: number;
    industry_id: number | null;
    /** @description body, media, video, document, article, event, product or survey. */
    kind: "body" | "media" | "video" | "document" | "article" | "event" | "product" | "survey";
    likes: number;
    link_preview_html: string | null;
    linkPreview: LinkPreview | null;
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
    survey: Survey | null;
    thumbnail: UploadedFile | null;
    title: string | null;
    type: string | null;
    /** Format: date-time */
    updated_at: string;
    /** @description For specific: the members chosen; shown to the author only (others get []). */
    userIds: number[];
    views: number;
    /** @description public: anyone; connections: the author’s connections (a company’s followers, a club’s members); list: the members of the author’s friend list listId; specific: the members in userIds; club: the members of clubId; hide: only the author. */
    visible: "public" | "connections" | "list" | "specific" | "club" | "hide";
}
/** Readiness */
export interface Readiness {
    /** @description Each check by name (database, redis, storage): ok or failed. */
    checks: {
        [key: string]: "ok" | "failed";
    };
    /** @description The checks that failed, by name: none when ready. */
    failed: string[];
    status: "ready" | "unready";
}
/** Recommendation */
export interface Recommendation {
    author: MemberCard;
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
}
/** ReportCreated */
export interface ReportCreated {
    id: number;
}
/** ReviewSubject */
export interface ReviewSubject {
    id: number;
    kind: "company" | "deal" | "product";
    /** @description The company’s name, or the deal’s or product’s title. */
    title: string;
}
/** SearchGroup */
export interface SearchGroup {
    items: SearchHit[];
    /** @description True when the kind holds more hits than `total` counts (its candidates were full): show the total as "100+". A search of a word that common is a browse of its newest hits; more words or operators narrow it. */
    more: boolean;
    next: string | null;
    /** @description Hits of this kind the viewer may see, counted among its candidates: posts, deals and products among the 100 newest that match (docs/search.md "Candidates"); members, companies and clubs among a hundred, with the exact names and what is close to the viewer ("Members"), widened to the end of a page past them. `more` says whether there are more. */
    total: number;
    type: SearchType;
}
/** SearchHit */
export interface SearchHit {
    /** @description How the hit stands to the viewer: their own, a connection’s (or a connection), a company they follow or manage, a club they belong to, or none. */
    closeness: "self" | "connection" | "following" | "member" | "none";
    createdAt: string | null;
    id: number;
    imageUrl: string | null;
    marks: SearchMark[];
    /** @description Where the hit opens in the app, from its root: `/ada`, `/post/12`, `/companies/acme`, `/clubs/3`, `/deals/7`, `/products/9`. */
    path: string;
    price: {
        amount: string;
        currency: string;
    } | null;
    subtitle: string | null;
    text: string | null;
    /** @description A member’s full name, a company’s, club’s or product’s name, a deal’s title; a post’s author (or page). */
    title: string;
    type: SearchType;
}
/** SearchMark */
export interface SearchMark {
    end: number;
    field: "title" | "subtitle" | "text";
    start: number;
}
/** SearchResults */
export interface SearchResults {
    /** @description One a kind asked, the kind whose best hit matches best first; a kind with no hit last. */
    groups: SearchGroup[];
    /** @description The search as read, trimmed. */
    q: string;
}
/**
 * SearchType
 * @description A kind of thing search finds.
 */
export type SearchType = "members" | "companies" | "posts" | "deals" | "products" | "clubs";
/** SelectItem */
export interface SelectItem {
    id: number;
    name: string;
    name_fr: string;
}
/** SessionUser */
export interface SessionUser {
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
}
/** ShowroomItem */
export interface ShowroomItem {
    description: string;
    id: number;
    image: string | null;
    position: number;
    title: string;
    type: "default" | "video";
    url: string | null;
}
/** SuggestedMember */
export interface SuggestedMember {
    companyName: string | null;
    firstName: string;
    id: number;
    jobTitle: string | null;
    lastName: string;
    mutualConnectionsTotal: number;
    /** @description The member photo, or the default image when they have none. */
    profilePhotoUrl: string;
    username: string;
}
/** Survey */
export interface Survey {
    /** @description The survey has ended: no more votes, results shown to all. */
    closed: boolean;
    /** Format: date-time */
    expiresAt: string;
    myVote: number | null;
    options: SurveyOption[];
    totalVotes: number | null;
}
/** SurveyOption */
export interface SurveyOption {
    id: number;
    label: string;
    votes: number | null;
}
/** Unsubscribed */
export interface Unsubscribed {
    /** @description What was done, in the member’s language. */
    message: string;
    /** @description What stops: `digest` (the weekly digest), `daily` or `weekly` (that summary of notices), `all` (every e-mail but the account’s own), or a notification kind (its e-mail). */
    unsubscribed: string;
}
/** UploadedFile */
export interface UploadedFile {
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
}
/** VapidPublicKey */
export interface VapidPublicKey {
    /** @description The server’s VAPID public key (base64url, uncompressed P-256 point): PushManager.subscribe’s applicationServerKey. */
    publicKey: string;
}
export interface components {
    schemas: {
        AccountExport: AccountExport;
        AccountSession: AccountSession;
        AdminReport: AdminReport;
        AnalyticsDay: AnalyticsDay;
        AnalyticsTopPost: AnalyticsTopPost;
        AnalyticsTotal: AnalyticsTotal;
        AnalyticsVisitorGroup: AnalyticsVisitorGroup;
        AppealBody: AppealBody;
        AppealDecisionBody: AppealDecisionBody;
        AppealStatus: AppealStatus;
        AssignableManager: AssignableManager;
        BlockedMember: BlockedMember;
        BusinessOffer: BusinessOffer;
        ChatAutoMessage: ChatAutoMessage;
        ChatCompany: ChatCompany;
        ChatEventAckError: ChatEventAckError;
        ChatEventConnectError: ChatEventConnectError;
        ChatEventMessageNew: ChatEventMessageNew;
        ChatEventMessageSeen: ChatEventMessageSeen;
        ChatEventNotificationNew: ChatEventNotificationNew;
        ChatEventNotificationUnread: ChatEventNotificationUnread;
        ChatEventPresence: ChatEventPresence;
        ChatEventPresenceQuery: ChatEventPresenceQuery;
        ChatEventPresenceQueryAck: ChatEventPresenceQueryAck;
        ChatEventRoomUpdated: ChatEventRoomUpdated;
        ChatEventSessionRevoked: ChatEventSessionRevoked;
        ChatEventSyncAck: ChatEventSyncAck;
        ChatEventSyncRequest: ChatEventSyncRequest;
        ChatEventTyping: ChatEventTyping;
        ChatEventTypingRequest: ChatEventTypingRequest;
        ChatFile: ChatFile;
        ChatMessage: ChatMessage;
        ChatMessagePage: ChatMessageSlice;
        ChatParticipant: ChatParticipant;
        ChatReadPointer: ChatReadPointer;
        ChatRoom: ChatRoom;
        ChatRoomBetween: ChatRoomBetween;
        ChatSeen: ChatSeen;
        ChatSettings: ChatSettings;
        ChatUnreadTotal: ChatUnreadTotal;
        Club: Club;
        ClubJoinAnswer: ClubJoinAnswer;
        ClubJoinRequest: ClubJoinRequest;
        ClubMember: ClubMember;
        Company: Company;
        CompanyFollowState: CompanyFollowState;
        CompanyManager: CompanyManager;
        CompanyReceivedReview: CompanyReceivedReview;
        CompanyReview: CompanyReview;
        CompanySummary: CompanySummary;
        CompanyType: CompanyType;
        CompanyWithManagers: CompanyWithManagers;
        ConnectedAccount: ConnectedAccount;
        ConnectedAccountBalance: ConnectedAccountBalance;
        ConnectedAccountLoginLink: ConnectedAccountLoginLink;
        Connection: Connection;
        Country: Country;
        Currency: Currency;
        Deal: Deal;
        DealDetail: DealDetail;
        DealReview: DealReview;
        DismissReportBody: DismissReportBody;
        Earning: Earning;
        EarningsPage: EarningsPage;
        Education: Education;
        EmailFrequency: EmailFrequency;
        EmploymentType: EmploymentType;
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
            /** @description The request’s id, also in the X-Request-Id answer header and on the server’s log lines of the request: quote it to support. */
            requestId: string;
        };
        Experience: Experience;
        Faq: Faq;
        FriendList: FriendList;
        Friendship: Friendship;
        Lead: Lead;
        LeadActivity: LeadActivity;
        LeadComment: LeadComment;
        LeadDetails: LeadDetails;
        LeadStatistic: LeadStatistic;
        LeadTask: LeadTask;
        LinkPreview: LinkPreview;
        MemberCard: MemberCard;
        Membership: Membership;
        MembershipCancel: MembershipCancel;
        MembershipChange: MembershipChange;
        MembershipFaq: MembershipFaq;
        MembershipHistoryEntry: MembershipHistoryEntry;
        MembershipPackage: MembershipPackage;
        MembershipPackages: MembershipPackages;
        MemberSummary: MemberSummary;
        ModeratedPage: ModeratedPage;
        ModeratedPageType: ModeratedPageType;
        ModerationAction: ModerationAction;
        ModerationAppeal: ModerationAppeal;
        ModerationBody: ModerationBody;
        ModerationDo: ModerationDo;
        ModerationKind: ModerationKind;
        ModerationSubjectType: ModerationSubjectType;
        Money: Money;
        Notification: Notification;
        NotificationData: NotificationData;
        NotificationKind: NotificationKind;
        NotificationPreference: NotificationPreference;
        NotificationPreferences: NotificationPreferences;
        NotificationUnreadTotal: NotificationUnreadTotal;
        OidcIdentity: OidcIdentity;
        PageAnalytics: PageAnalytics;
        PageReport: PageReport;
        Payout: Payout;
        PayoutList: PayoutList;
        PlanLimits: PlanLimits;
        Post: Post;
        PostActivity: PostActivity;
        PostComment: PostComment;
        PostCommentThread: PostCommentThread;
        PostFaq: PostFaq;
        PostingEntity: PostingEntity;
        PostLiker: PostLiker;
        PostLikeState: PostLikeState;
        Product: Product;
        ProductDetail: ProductDetail;
        ProductReview: ProductReview;
        ProfileInfo: ProfileInfo;
        ProfileInformation: ProfileInformation;
        ProfilePhoto: ProfilePhoto;
        ProfileVisit: ProfileVisit;
        PublicProfile: PublicProfile;
        PushSubscriptionCreated: PushSubscriptionCreated;
        QuotedPost: QuotedPost;
        Readiness: Readiness;
        Recommendation: Recommendation;
        ReportCreated: ReportCreated;
        ReviewSubject: ReviewSubject;
        SearchGroup: SearchGroup;
        SearchHit: SearchHit;
        SearchMark: SearchMark;
        SearchResults: SearchResults;
        SearchType: SearchType;
        SelectItem: SelectItem;
        SessionUser: SessionUser;
        ShowroomItem: ShowroomItem;
        SuggestedMember: SuggestedMember;
        Survey: Survey;
        SurveyOption: SurveyOption;
        Unsubscribed: Unsubscribed;
        UploadedFile: UploadedFile;
        VapidPublicKey: VapidPublicKey;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: AdminReport[];
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
            path: {
                /** @description A report id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    hideReported: {
        parameters: {
            query?: never;
            path: {
                /** @description A report id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    suspendReported: {
        parameters: {
            query?: never;
            path: {
                /** @description A report id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes, with its stored content type. */
            200: {
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            path?: never;
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
            202: {
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            path?: never;
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
            204: {
                content?: never;
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": SessionUser;
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            path?: never;
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
            202: {
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
        };
    };
    oidcSettings: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        /** @description False for an account made by a network sign-in that never set a password. */
                        has_password: boolean;
                        items: OidcIdentity[];
                    };
                };
            };
        };
    };
    unlinkOidc: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    finishOidcLink: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        /** @description False for an account made by a network sign-in that never set a password. */
                        has_password: boolean;
                        items: OidcIdentity[];
                    };
                };
            };
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        created: boolean;
                        returnTo: string | null;
                        token: string;
                        user: SessionUser;
                    };
                };
            };
        };
    };
    startOidc: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                content: {
                    "application/json": {
                        verification_email_sent: boolean;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        /** @description What happened, in the caller’s language. */
                        message: string;
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: AccountSession[];
                    };
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            path: {
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        token: string;
                        user: SessionUser;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": {
                        token: string;
                        user: SessionUser;
                    };
                };
            };
        };
    };
    uniqueEmailControl: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        /** @description True when nobody uses this value yet. */
                        available: boolean;
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        user: SessionUser;
                    };
                };
            };
        };
    };
    categories: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SelectItem[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ChatRoom[];
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
            path?: never;
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
            200: {
                content: {
                    "application/json": ChatRoom;
                };
            };
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ChatRoom;
                };
            };
        };
    };
    chatRoom: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatRoom;
                };
            };
        };
    };
    renameChatRoom: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
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
            200: {
                content: {
                    "application/json": ChatRoom;
                };
            };
        };
    };
    deleteChatRoom: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
                target: "user" | "company";
                targetId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    archiveChatRoom: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
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
            200: {
                content: {
                    "application/json": ChatRoom;
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
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatMessageSlice;
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The id the sending client gave the message (1–64 letters, digits, `.`, `_`, `:` or `-`; the SDK sets a UUID). A second send with the same id in the same room answers the first message and writes nothing. */
                    clientMessageId?: string;
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
            201: {
                content: {
                    "application/json": ChatMessage;
                };
            };
        };
    };
    filterChatMessages: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
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
            200: {
                content: {
                    "application/json": {
                        items: ChatMessage[];
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
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
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
            200: {
                content: {
                    "application/json": ChatSeen;
                };
            };
        };
    };
    chatRoomParticipants: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ChatParticipant[];
                    };
                };
            };
        };
    };
    addChatRoomParticipant: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
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
            /** @description A member, or a company answered by its current managers. */
            201: {
                content: {
                    "application/json": ChatParticipant;
                };
            };
        };
    };
    leaveChatRoom: {
        parameters: {
            query?: never;
            path: {
                /** @description The room’s numeric id or its room_uuid. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    archiveChatRooms: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
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
            path?: never;
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
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatAutoMessage;
                };
            };
        };
    };
    setChatAutoMessage: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": ChatAutoMessage;
                };
            };
        };
    };
    unsetChatAutoMessage: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    chatUnreadTotal: {
        parameters: {
            query?: {
                companyId?: number;
            };
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatUnreadTotal;
                };
            };
        };
    };
    privateChatRoomBetween: {
        parameters: {
            query?: never;
            path: {
                a: number;
                b: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatRoomBetween;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ChatRoom[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": ChatFile;
                };
            };
        };
    };
    chatSettings: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatSettings;
                };
            };
        };
    };
    updateChatSettings: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody: {
            content: {
                "application/json": ChatSettings;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ChatSettings;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ChatRoom[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Club[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Club;
                };
            };
        };
    };
    club: {
        parameters: {
            query?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Club;
                };
            };
        };
    };
    deleteClub: {
        parameters: {
            query?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    updateClub: {
        parameters: {
            query?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Club;
                };
            };
        };
    };
    clubAnalytics: {
        parameters: {
            query?: {
                /** @description Days to answer, ending today (UTC): 7, 30 (the default) or 90. The previous period of as many days comes beside it. */
                range?: 7 | 30 | 90;
            };
            path: {
                /** @description The page’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PageAnalytics;
                };
            };
        };
    };
    leaveClub: {
        parameters: {
            query?: never;
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Club;
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
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ClubMember[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubModerationAct: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody: {
            content: {
                "application/json": ModerationBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ModerationAction;
                };
            };
        };
    };
    clubModerationAppeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description all (default): waiting first. */
                status?: "pending" | "accepted" | "rejected" | "all";
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ModerationAppeal[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubModerationDecideAppeal: {
        parameters: {
            query?: never;
            path: {
                /** @description An appeal id. */
                appealId: number;
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody: {
            content: {
                "application/json": AppealDecisionBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ModerationAppeal;
                };
            };
        };
    };
    clubModerationLog: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ModerationAction[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubModerationReports: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description open: not resolved yet; resolved: acted on or dismissed; all (default): open first. */
                status?: "open" | "resolved" | "all";
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: PageReport[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    clubModerationDismissReport: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
                /** @description A report id. */
                reportId: number;
            };
        };
        requestBody: {
            content: {
                "application/json": DismissReportBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ModerationAction;
                };
            };
        };
    };
    removeClubMember: {
        parameters: {
            query?: never;
            path: {
                /** @description The club’s id. */
                id: number;
                /** @description The member removed. */
                userId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Club;
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
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ClubJoinRequest[];
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
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ClubJoinAnswer;
                };
            };
        };
    };
    respondToClubJoinRequest: {
        parameters: {
            query?: never;
            path: {
                /** @description The join request’s id. */
                a: number;
                /** @description approve (the member joins) or decline. */
                b: "approve" | "decline";
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ClubJoinRequest;
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
            path: {
                /** @description The club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                /** @description A member’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Club[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Club[];
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
            path: {
                /** @description A member’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Club[];
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
            path?: never;
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
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Company[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Company;
                };
            };
        };
    };
    company: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id, or its slug. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Company;
                };
            };
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Company;
                };
            };
        };
    };
    removeCompanyField: {
        parameters: {
            query?: never;
            path: {
                field: "about" | "website" | "location" | "industry" | "founded_year" | "size" | "type" | "logo" | "cover_image";
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Company;
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyAnalytics: {
        parameters: {
            query?: {
                /** @description Days to answer, ending today (UTC): 7, 30 (the default) or 90. The previous period of as many days comes beside it. */
                range?: 7 | 30 | 90;
            };
            path: {
                /** @description The page’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PageAnalytics;
                };
            };
        };
    };
    updateCompanyCoverImage: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Company;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyFollowState;
                };
            };
        };
    };
    followCompany: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyFollowState;
                };
            };
        };
    };
    unfollowCompany: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyFollowState;
                };
            };
        };
    };
    updateCompanyLogo: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Company;
                };
            };
        };
    };
    companyManagers: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyManager[];
                };
            };
        };
    };
    addCompanyManager: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            201: {
                content: {
                    "application/json": CompanyManager;
                };
            };
        };
    };
    removeCompanyManager: {
        parameters: {
            query?: never;
            path: {
                /** @description The member removed. */
                a: number;
                /** @description The manager who takes over their open leads; 0: the owner keeps them. */
                b: number;
                /** @description 1: also remove them from the company’s deals’ managers; 0: keep them. */
                c: number;
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                content?: never;
            };
        };
    };
    companyModerationAct: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody: {
            content: {
                "application/json": ModerationBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ModerationAction;
                };
            };
        };
    };
    companyModerationAppeals: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description all (default): waiting first. */
                status?: "pending" | "accepted" | "rejected" | "all";
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ModerationAppeal[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyModerationDecideAppeal: {
        parameters: {
            query?: never;
            path: {
                /** @description An appeal id. */
                appealId: number;
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody: {
            content: {
                "application/json": AppealDecisionBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ModerationAppeal;
                };
            };
        };
    };
    companyModerationLog: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ModerationAction[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyModerationReports: {
        parameters: {
            query?: {
                /** @description Items a page (default 20). */
                limit?: number;
                /** @description Page number, from 1. */
                page?: number;
                /** @description open: not resolved yet; resolved: acted on or dismissed; all (default): open first. */
                status?: "open" | "resolved" | "all";
            };
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: PageReport[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    companyModerationDismissReport: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s or the club’s id. */
                id: number;
                /** @description A report id. */
                reportId: number;
            };
        };
        requestBody: {
            content: {
                "application/json": DismissReportBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ModerationAction;
                };
            };
        };
    };
    pinCompanyPost: {
        parameters: {
            query?: never;
            path: {
                id: number;
                postId: number;
            };
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
            200: {
                content: {
                    "application/json": Post;
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
            path: {
                id: number;
                /** @description all, or active: in stock (or stock not counted). */
                x: "all" | "active";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Company;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        average: number | null;
                        items: CompanyReview[];
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
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": CompanyReview;
                };
            };
        };
    };
    toggleCompanyReviewLike: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyReview;
                };
            };
        };
    };
    deleteCompanyReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    updateCompanyReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
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
            200: {
                content: {
                    "application/json": CompanyReview;
                };
            };
        };
    };
    likeCompanyReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyReview;
                };
            };
        };
    };
    unlikeCompanyReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyReview;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: CompanyReceivedReview[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: CompanyReview[];
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ShowroomItem[];
                };
            };
        };
    };
    addShowroomItem: {
        parameters: {
            query?: never;
            path: {
                /** @description The company’s id. */
                id: number;
            };
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
            201: {
                content: {
                    "application/json": ShowroomItem;
                };
            };
        };
    };
    deleteShowroomItem: {
        parameters: {
            query?: never;
            path: {
                id: number;
                itemId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path?: never;
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
            200: {
                content: {
                    "application/json": ConnectedAccount;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccountBalance;
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
            path?: never;
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
            200: {
                content: {
                    "application/json": ConnectedAccount;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccountLoginLink;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PayoutList;
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
            path?: never;
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
            201: {
                content: {
                    "application/json": PayoutList;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccount;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Company[];
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
            path: {
                /** @description The company’s id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyFollowState;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyWithManagers[];
                };
            };
        };
    };
    companyTypes: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": CompanyType[];
                };
            };
        };
    };
    companySlugAvailable: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Country[];
                };
            };
        };
    };
    currencies: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Currency[];
                };
            };
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": DealDetail;
                };
            };
        };
    };
    deal: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": DealDetail;
                };
            };
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": DealDetail;
                };
            };
        };
    };
    dealFaqs: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Faq[];
                };
            };
        };
    };
    createDealFaq: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": Faq;
                };
            };
        };
    };
    deleteDealFaq: {
        parameters: {
            query?: never;
            path: {
                faqId: number;
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    updateDealFaq: {
        parameters: {
            query?: never;
            path: {
                faqId: number;
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Faq;
                };
            };
        };
    };
    dealReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                x: "mine" | number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": DealReview;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: DealReview[];
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
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": DealReview;
                };
            };
        };
    };
    toggleDealReviewLike: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": DealReview;
                };
            };
        };
    };
    deleteDealReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    updateDealReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
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
            200: {
                content: {
                    "application/json": DealReview;
                };
            };
        };
    };
    likeDealReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": DealReview;
                };
            };
        };
    };
    unlikeDealReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": DealReview;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SelectItem[];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SelectItem[];
                };
            };
        };
    };
    createLead: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Lead;
                };
            };
        };
    };
    deleteLead: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    deleteLeadFile: {
        parameters: {
            query?: never;
            path: {
                fileId: number;
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    leadTasks: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadTask[];
                };
            };
        };
    };
    createLeadTask: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            201: {
                content: {
                    "application/json": LeadTask;
                };
            };
        };
    };
    deleteLeadTask: {
        parameters: {
            query?: never;
            path: {
                id: number;
                taskId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    toggleLeadTaskDone: {
        parameters: {
            query?: never;
            path: {
                id: number;
                taskId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadTask;
                };
            };
        };
    };
    leadActivities: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadActivity[];
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
            path: {
                /** @description The company id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: LeadActivity[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Lead[];
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
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": AssignableManager[];
                };
            };
        };
    };
    leadAssignees: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MemberSummary[];
                };
            };
        };
    };
    assignLeadManager: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                a: number;
                /** @description The manager (member) id. */
                b: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MemberSummary[];
                };
            };
        };
    };
    unassignLeadManager: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                a: number;
                /** @description The manager (member) id. */
                b: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MemberSummary[];
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
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadStatistic;
                };
            };
        };
    };
    clubLeadStatistic: {
        parameters: {
            query?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadStatistic;
                };
            };
        };
    };
    leadComments: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadComment[];
                };
            };
        };
    };
    createLeadComment: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            201: {
                content: {
                    "application/json": LeadComment;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Lead[];
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
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Lead;
                };
            };
        };
    };
    leadDetailByUuid: {
        parameters: {
            query?: never;
            path: {
                uuid: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Lead;
                };
            };
        };
    };
    leadDetails: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadDetails;
                };
            };
        };
    };
    editLead: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Lead;
                };
            };
        };
    };
    generalLeadStatistic: {
        parameters: {
            query?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadStatistic;
                };
            };
        };
    };
    personalLeadStatistic: {
        parameters: {
            query?: never;
            path: {
                /** @description status, types, conversion, budget (accepted final budgets by currency) or pipeline (open budgets by currency). */
                stat: "status" | "types" | "conversion" | "budget" | "pipeline";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": LeadStatistic;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Lead[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Lead[];
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
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Lead;
                };
            };
        };
    };
    uploadLeadFiles: {
        parameters: {
            query?: never;
            path: {
                /** @description The lead id. */
                id: number;
            };
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
            201: {
                content: {
                    "application/json": UploadedFile[];
                };
            };
        };
    };
    unsubscribeMail: {
        parameters: {
            query: {
                /** @description The signed token of the mail’s List-Unsubscribe address (`v1.<member>.<what>.<signature>`). */
                token: string;
            };
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Unsubscribed;
                };
            };
        };
    };
    respondToConnectionRequest: {
        parameters: {
            query?: never;
            path: {
                /** @description The friendship id. */
                a: number;
                /** @description The receiver’s answer. */
                b: "accept" | "decline";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Friendship;
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: MemberCard[];
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: MemberCard[];
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Friendship;
                };
            };
        };
    };
    friendshipDetail: {
        parameters: {
            query?: never;
            path: {
                /** @description A member id. */
                a: number;
                /** @description Another member id. */
                b: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Friendship | null;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: FriendList[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": FriendList;
                };
            };
        };
    };
    updateFriendList: {
        parameters: {
            query?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": FriendList;
                };
            };
        };
    };
    deleteFriendList: {
        parameters: {
            query?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    addToFriendList: {
        parameters: {
            query?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": FriendList;
                };
            };
        };
    };
    removeFromFriendList: {
        parameters: {
            query?: never;
            path: {
                /** @description A friend list id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": FriendList;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Connection[];
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
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        items: Connection[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
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
            200: {
                content: {
                    "application/json": MemberCard[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Friendship[];
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
            path?: never;
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
            200: {
                content: {
                    "application/json": Friendship;
                };
            };
            /** @description Default Response */
            201: {
                content: {
                    "application/json": Friendship;
                };
            };
        };
    };
    cancelConnectionRequest: {
        parameters: {
            query?: never;
            path: {
                /** @description A friendship id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Friendship;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Friendship[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SuggestedMember[];
                };
            };
        };
    };
    activeMemberships: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        free_limits: {
                            personal: PlanLimits;
                            shop: PlanLimits;
                        };
                        /** @description The viewer’s personal plan and the shop plans of the companies they manage. */
                        items: Membership[];
                    };
                };
            };
        };
    };
    cancelCompanyMembership: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": MembershipCancel;
                };
            };
        };
    };
    cancelPersonalMembership: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MembershipCancel;
                };
            };
        };
    };
    membershipFaq: {
        parameters: {
            query?: never;
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MembershipFaq;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: MembershipHistoryEntry[];
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
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": MembershipPackages;
                };
            };
        };
    };
    changeMembership: {
        parameters: {
            query?: never;
            path: {
                /** @description personal (networking, business) or shop (basic, popular, enterprise). */
                x: "personal" | "shop";
            };
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
            200: {
                content: {
                    "application/json": MembershipChange;
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4. */
            200: {
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    moderationAction: {
        parameters: {
            query?: never;
            path: {
                /** @description A moderation action id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ModerationAction;
                };
            };
        };
    };
    appealModerationAction: {
        parameters: {
            query?: never;
            path: {
                /** @description A moderation action id. */
                id: number;
            };
        };
        requestBody: {
            content: {
                "application/json": AppealBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ModerationAppeal;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Notification[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": NotificationPreferences;
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Turn all e-mail back on (true) or off (false, as “unsubscribe from all”). */
                    emailEnabled?: boolean;
                    items?: {
                        email?: EmailFrequency;
                        inApp?: boolean;
                        kind: NotificationKind;
                        push?: boolean;
                    }[];
                    /** @description Turn the weekly digest e-mail on or off. */
                    weeklyDigest?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": NotificationPreferences;
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": PushSubscriptionCreated;
                };
            };
            /** @description Default Response */
            201: {
                content: {
                    "application/json": PushSubscriptionCreated;
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            path: {
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                content?: never;
            };
        };
    };
    pushPublicKey: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": VapidPublicKey;
                };
            };
        };
    };
    markNotificationsSeen: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": NotificationUnreadTotal;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: PostCommentThread[];
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
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": PostComment;
                };
            };
        };
    };
    deletePostComment: {
        parameters: {
            query?: never;
            path: {
                commentId: number;
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    editPostComment: {
        parameters: {
            query?: never;
            path: {
                commentId: number;
                id: number;
            };
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
            200: {
                content: {
                    "application/json": PostComment;
                };
            };
        };
    };
    likePost: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PostLikeState;
                };
            };
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PostLikeState;
                };
            };
        };
    };
    restorePost: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    voteInSurvey: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Post;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    createBodyPost: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    createDocumentPost: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    createEventPost: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    findPostsByRelationId: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                tag: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PostLikeState;
                };
            };
        };
    };
    togglePostLike: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PostLikeState;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: PostLiker[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    createSurveyPost: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": ProductDetail;
                };
            };
        };
    };
    product: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ProductDetail;
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": ProductDetail;
                };
            };
        };
    };
    productFaqs: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Faq[];
                };
            };
        };
    };
    createProductFaq: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": Faq;
                };
            };
        };
    };
    deleteProductFaq: {
        parameters: {
            query?: never;
            path: {
                faqId: number;
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    updateProductFaq: {
        parameters: {
            query?: never;
            path: {
                faqId: number;
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Faq;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ProductReview[];
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
            path: {
                id: number;
            };
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
            201: {
                content: {
                    "application/json": ProductReview;
                };
            };
        };
    };
    deleteProductReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                content?: never;
            };
        };
    };
    updateProductReview: {
        parameters: {
            query?: never;
            path: {
                id: number;
                reviewId: number;
            };
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
            200: {
                content: {
                    "application/json": ProductReview;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
                        limit: number;
                        page: number;
                        /** @description Items in the whole list. */
                        total: number;
                    };
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Readiness;
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": ReportCreated;
                };
            };
            /** @description Default Response */
            201: {
                content: {
                    "application/json": ReportCreated;
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description The `next` of a group of an earlier answer: its next hits. Only with a `type` of that one kind. */
                cursor?: string;
                /** @description A company’s slug: only its posts, deals and products, and the members who work there (as `in:slug` in q). */
                in?: string;
                /** @description Hits a kind (default 5, at most 50). */
                limit?: number;
                /** @description What to look for (1–200 characters once trimmed): words (each also as the start of a word, typos tolerated, accents and Turkish letters folded), "quoted phrases", and the operators `#hashtag`, `@username`, `from:@username`, `in:company-slug`, `before:YYYY-MM-DD`, `after:YYYY-MM-DD`. */
                q: string;
                /** @description The kinds to search, comma-separated (members, companies, posts, deals, products, clubs); all of them when absent. */
                type?: string;
            };
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SearchResults;
                };
            };
        };
    };
    uploadProfilePhoto: {
        parameters: {
            query?: never;
            path: {
                /** @description Your member id. */
                id: number;
            };
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
            200: {
                content: {
                    "application/json": ProfilePhoto;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: PostActivity[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Deal[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        post: Post | null;
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Product[];
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
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Blocked. */
            204: {
                content?: never;
            };
        };
    };
    unblockMember: {
        parameters: {
            query?: never;
            path: {
                /** @description A member id. */
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked. */
            204: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: BlockedMember[];
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
            path?: never;
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
            201: {
                content: {
                    "application/json": BusinessOffer;
                };
            };
        };
    };
    deleteBusinessOffer: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    updateBusinessOffer: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": BusinessOffer;
                };
            };
        };
    };
    connectedAccountBalance: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccountBalance;
                };
            };
        };
    };
    createConnectedAccount: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": ConnectedAccount;
                };
            };
        };
    };
    connectedAccountLoginLink: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccountLoginLink;
                };
            };
        };
    };
    connectedAccountPayouts: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PayoutList;
                };
            };
        };
    };
    payOutConnectedAccount: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": PayoutList;
                };
            };
        };
    };
    connectedAccount: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ConnectedAccount;
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            path?: never;
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
            204: {
                content?: never;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": EarningsPage;
                };
            };
        };
    };
    addEducation: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Education;
                };
            };
        };
    };
    deleteEducation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                content?: never;
            };
        };
    };
    updateEducation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Education;
                };
            };
        };
    };
    addExperience: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Experience;
                };
            };
        };
    };
    deleteExperience: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                content?: never;
            };
        };
    };
    updateExperience: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Experience;
                };
            };
        };
    };
    requestAccountExport: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                content: {
                    "application/json": AccountExport;
                };
            };
        };
    };
    accountExport: {
        parameters: {
            query?: never;
            path: {
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": AccountExport;
                };
            };
        };
    };
    downloadAccountExport: {
        parameters: {
            query?: never;
            path: {
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive. */
            200: {
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    setInterests: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SessionUser;
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: SuggestedMember[];
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
            path: {
                id: number;
            };
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
            200: {
                content: {
                    "application/json": Post;
                };
            };
        };
    };
    profileInformation: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ProfileInformation;
                };
            };
        };
    };
    profilePictureVisibility: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
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
            path: {
                /** @description A member id or username. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": PublicProfile;
                };
            };
        };
    };
    userProfileInfo: {
        parameters: {
            query?: never;
            path: {
                /** @description A member id or username. */
                id: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": ProfileInfo;
                };
            };
        };
    };
    recommendMember: {
        parameters: {
            query?: never;
            path?: never;
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
            201: {
                content: {
                    "application/json": Recommendation;
                };
            };
        };
    };
    deleteRecommendation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                content?: never;
            };
        };
    };
    toggleRecommendation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Recommendation;
                };
            };
        };
    };
    showRecommendation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Recommendation;
                };
            };
        };
    };
    hideRecommendation: {
        parameters: {
            query?: never;
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": Recommendation;
                };
            };
        };
    };
    searchAllUsers: {
        parameters: {
            query?: never;
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        items: MemberCard[];
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
            path?: never;
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
            200: {
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
            path: {
                id: number;
                kind: "posts" | "articles" | "events" | "videos" | "activities";
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: Post[];
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
            path?: never;
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
            200: {
                content: {
                    "application/json": {
                        /** @description True when nobody uses this value yet. */
                        available: boolean;
                    };
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            path?: never;
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
                    /** @description Whether members outside your network find you in search (GET /search, POST /users/search-all-users); when false, only your connections do. Your profile stays reachable by its address. */
                    searchableByStrangers?: boolean;
                    /** @description 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": SessionUser;
                };
            };
        };
    };
    updatePushSubscription: {
        parameters: {
            query?: never;
            path?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onesignal_player_id: string | null;
                };
            };
        };
        responses: {
            /** @description Saved. */
            204: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        items: ProfileVisit[];
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
            path: {
                id: number;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
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
            path?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
        };
    };
}
