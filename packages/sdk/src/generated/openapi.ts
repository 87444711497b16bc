// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run `pnpm openapi`.

export interface paths {
    "/api/azure/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a stored file by its storage key (SPEC §7), named as it was uploaded.
         * @description Public; when a bearer token is sent the answer is the signed-in member’s view (e.g. what they may change).
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
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["changePassword"];
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
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["resendVerification"];
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
         * @description Needs a signed-in member: send the bearer token; without one it answers 401.
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
    "/users/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's public profile, by id or username. Readable without signing in (partner widgets show it).
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
         *     Errors answer `{ message, code, fields? }` with a 4xx status.
         */
        post: operations["uniqueUsernameControl"];
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
        /** CompanySummary */
        CompanySummary: {
            id: number;
            logo: string | null;
            name: string;
            slug: string;
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
        /** MemberSummary */
        MemberSummary: {
            firstName: string;
            id: number;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
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
        /** PublicProfile */
        PublicProfile: {
            bio: string | null;
            companyName: string | null;
            country: string | null;
            firstName: string;
            id: number;
            jobTitle: string | null;
            lastName: string;
            /** @description The member photo, or the default image when they have none. */
            profilePhotoUrl: string;
            username: string;
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
            /** @description Storage key: pass it as blobName to GET /api/azure/download. */
            path: string;
            /** @description Bytes. */
            size: number;
            /** Format: date-time */
            updated_at: string;
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
    downloadFile: {
        parameters: {
            query: {
                /** @description Extension the download name should end with, e.g. pdf. */
                blobExtension?: string;
                /** @description The file’s storage key: `path` of an UploadedFile. */
                blobName: string;
                /** @description true (default): download as an attachment; false: show images, PDF and video inline. */
                returnAsBlob?: boolean;
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
