// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run `pnpm openapi`.

export interface paths {
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session is signed out. */
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
        /** Send the verification e-mail again (the previous link stops working). */
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
        /** Sign in with e-mail (or username) and password. */
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
        /** Revoke the token of this session. */
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
        /** Create a member account. The account stays pending until the e-mail is verified. */
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
        /** Is this e-mail address free for a new account? */
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
        /** Confirm an e-mail address with the token from the verification e-mail; activates the account. */
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
        /** Categories of deals, products and posts. */
        get: operations["categories"];
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
        /** The 33 countries of SPEC §3. */
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
        /** Currencies prices can be given in. */
        get: operations["currencies"];
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
        /** Employment types of an experience. */
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
        /** Answers 200 when the server is ready. */
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
        /** Industries deals, products and companies belong to. */
        get: operations["industries"];
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
        /** The signed-in member (SPEC §3 "User (session)"). */
        get: operations["me"];
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
        /** Is this username free? */
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
        /** The running version. */
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
                    /** @description At least 8 characters. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                        /** SessionUser */
                        user: {
                            /** @description Ids of the companies this member manages. */
                            authorized_companies: number[];
                            /** @description Ids of the deals this member may change. */
                            authorized_deals: number[];
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
                            /** @description Ids of the companies whose leads this member manages. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    /** @description At least 8 characters. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                        /** SessionUser */
                        user: {
                            /** @description Ids of the companies this member manages. */
                            authorized_companies: number[];
                            /** @description Ids of the deals this member may change. */
                            authorized_deals: number[];
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
                            /** @description Ids of the companies whose leads this member manages. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** SessionUser */
                        user: {
                            /** @description Ids of the companies this member manages. */
                            authorized_companies: number[];
                            /** @description Ids of the deals this member may change. */
                            authorized_deals: number[];
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
                            /** @description Ids of the companies whose leads this member manages. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                    }[];
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                        name_tr: string;
                        /** @description Two-letter code. */
                        value: string;
                    }[];
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        id: number;
                        name: string;
                        name_fr: string;
                        symbol: string;
                    }[];
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                    }[];
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_fr: string;
                    }[];
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Ids of the companies this member manages. */
                        authorized_companies: number[];
                        /** @description Ids of the deals this member may change. */
                        authorized_deals: number[];
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
                        /** @description Ids of the companies whose leads this member manages. */
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A stable machine-readable code, e.g. validation_failed. */
                        code: string;
                        /** @description Per-field messages, keyed by field name. */
                        fields?: {
                            [key: string]: string;
                        };
                        /** @description What went wrong, in words a member can act on. */
                        message: string;
                    };
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
