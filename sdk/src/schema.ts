/**
 * Generated from openapi.json by openapi-typescript (npm run openapi). Do not edit: change the
 * route table or the handlers' schemas and regenerate.
 */
export interface paths {
    "/api/admin/v3/cms/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms categories list */
        get: operations["admin-cms-categories-list"];
        put?: never;
        /** Cms categories create */
        post: operations["admin-cms-categories-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms categories get */
        get: operations["admin-cms-categories-get"];
        /** Cms categories update */
        put: operations["admin-cms-categories-update"];
        post?: never;
        /** Cms categories delete */
        delete: operations["admin-cms-categories-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/comment/{comment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cms comments delete */
        delete: operations["admin-cms-comments-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/comment/{comment_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cms comments approve */
        put: operations["admin-cms-comments-approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/comment/{comment_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cms comments reject */
        put: operations["admin-cms-comments-reject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms media list */
        get: operations["admin-cms-media-list"];
        put?: never;
        /** Cms media create */
        post: operations["admin-cms-media-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms media get */
        get: operations["admin-cms-media-get"];
        /** Cms media update */
        put: operations["admin-cms-media-update"];
        post?: never;
        /** Cms media delete */
        delete: operations["admin-cms-media-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms posts list */
        get: operations["admin-cms-posts-list"];
        put?: never;
        /** Cms posts create */
        post: operations["admin-cms-posts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms posts get */
        get: operations["admin-cms-posts-get"];
        /** Cms posts update */
        put: operations["admin-cms-posts-update"];
        post?: never;
        /** Cms posts delete */
        delete: operations["admin-cms-posts-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/{post_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms comments list */
        get: operations["admin-cms-comments-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/{post_id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cms posts restore */
        post: operations["admin-cms-posts-restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/{post_id}/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cms posts trash */
        delete: operations["admin-cms-posts-trash"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cms posts bulk */
        post: operations["admin-cms-posts-bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/post/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cms posts bulk delete */
        post: operations["admin-cms-posts-bulk-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms tags list */
        get: operations["admin-cms-tags-list"];
        put?: never;
        /** Cms tags create */
        post: operations["admin-cms-tags-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/cms/tag/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms tags get */
        get: operations["admin-cms-tags-get"];
        /** Cms tags update */
        put: operations["admin-cms-tags-update"];
        post?: never;
        /** Cms tags delete */
        delete: operations["admin-cms-tags-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/system/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System api keys list */
        get: operations["admin-system-api-keys-list"];
        put?: never;
        /** System api keys create */
        post: operations["admin-system-api-keys-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/system/api-key/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** System api keys revoke */
        delete: operations["admin-system-api-keys-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/user/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User users list */
        get: operations["admin-user-users-list"];
        put?: never;
        /** User users create */
        post: operations["admin-user-users-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v3/user/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User users get */
        get: operations["admin-user-users-get"];
        /** User users update */
        put: operations["admin-user-users-update"];
        post?: never;
        /** User users delete */
        delete: operations["admin-user-users-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Auth login */
        post: operations["client-auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/cms/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms categories list */
        get: operations["client-cms-categories-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/cms/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms posts list */
        get: operations["client-cms-posts-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/cms/post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms posts get */
        get: operations["client-cms-posts-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/cms/post/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cms comments list */
        get: operations["client-cms-comments-list"];
        put?: never;
        /** Cms comments create */
        post: operations["client-cms-comments-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/cms/post/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cms likes create */
        post: operations["client-cms-likes-create"];
        /** Cms likes delete */
        delete: operations["client-cms-likes-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User preferences get */
        get: operations["client-user-preferences-get"];
        /** User preferences update */
        put: operations["client-user-preferences-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/v3/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User profile get */
        get: operations["client-user-profile-get"];
        /** User profile update */
        put: operations["client-user-profile-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/client/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories list */
        get: operations["client-alt-categories-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/client/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts list */
        get: operations["client-alt-posts-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/client/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts get */
        get: operations["client-alt-posts-get"];
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
        /** @description Admin post */
        AdminPost: {
            id: number;
            title: string;
            slug: string;
            excerpt: string;
            content: string;
            /** @description URL */
            featured_image: string | null;
            /** @enum {string} */
            status: "draft" | "pending" | "verified" | "published" | "archived" | "trash";
            /** @description ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z */
            created_at: string;
            /** @description ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z */
            updated_at: string;
            published_at: string | null;
            view_count: number;
            /** @description approved comments */
            comment_count: number;
            is_featured: boolean;
            seo: {
                meta_title: string | null;
                meta_description: string | null;
                og_image: string | null;
            };
            /** @description optimistic lock: send it back with an update to refuse lost updates (409 version_conflict) */
            version: number;
            category_id: number | null;
            tag_ids: number[];
            author_id: number | null;
            /** @description with includes=category */
            category?: {
                id: number;
                name: string;
                slug: string;
            } | null;
            /** @description with includes=tags */
            tags?: {
                id: number;
                name: string;
                slug: string;
            }[];
            /** @description with includes=author */
            author?: {
                id: number;
                name: string;
                email: string;
                avatar_url: string;
            } | null;
            /** @description with withCount=comments */
            comments_count?: number;
            /** @description with withCount=tags */
            tags_count?: number;
            /** @description with withCount=likes */
            likes_count?: number;
        };
        /** @description Alternative error form of the /api/v3/client paths: {error: {code, message, details}} */
        AltError: {
            error: {
                code: string;
                message: string;
                details: Record<string, never>;
            };
        };
        /** @description meta of the alternative client lists (spec 4.4) */
        AltPaginationMeta: {
            current_page: number;
            per_page: number;
            total: number;
            total_pages: number;
        };
        /** @description Category (admin) */
        CategoryAdmin: {
            id: number;
            name_en: string;
            name_fa: string;
            slug: string;
            parent_id: number | null;
            description: string | null;
            /** @enum {string} */
            status: "active" | "inactive";
            is_featured: boolean;
            thumbnail_id: number | null;
            /** @description the thumbnail media (empty object when none) */
            thumbnail: {
                id: string;
                url: string;
                name: string;
                size: string;
                meta_data: {
                    original_width: number;
                    original_height: number;
                    /** @description seconds; 0 when not audio or video */
                    duration: number;
                };
                dimension: {
                    width: number;
                    height: number;
                    ratioWidth: number;
                    ratioHeight: number;
                    human: {
                        /** @description e.g. 1920x1080; empty when unknown */
                        default: string;
                        /** @description e.g. 16:9; empty when unknown */
                        ratio: string;
                    };
                };
            };
            children_count: number;
            /** @description 2024-01-15T10:30:00.000000Z */
            created_at: string;
            /** @description 2024-01-15T10:30:00.000000Z */
            updated_at: string;
        };
        /** @description Client category */
        ClientCategory: {
            id: number;
            type: string;
            slug: string;
            name_en: string;
            name_fa: string;
            /** @description parent category id; 0 for a top-level category */
            parent_id: number;
            description: string | null;
            meta: {
                posts_count: number;
                is_featured: boolean;
            };
            status: {
                /** @description case name, e.g. Published */
                name: string;
                /**
                 * @description stored value
                 * @enum {string}
                 */
                value: "active" | "inactive";
                /** @description every case of the enum: name -> value */
                cases: {
                    [key: string]: string;
                };
                /** @description Persian label of the value */
                to_persian: string;
            };
            /** @description Category thumbnail (reduced media object) */
            thumbnail: {
                id: string;
                url: string;
                name: string;
                size: string;
                meta_data: {
                    original_width: number;
                    original_height: number;
                    /** @description seconds; 0 when not audio or video */
                    duration: number;
                };
                dimension: {
                    width: number;
                    height: number;
                    ratioWidth: number;
                    ratioHeight: number;
                    human: {
                        /** @description e.g. 1920x1080; empty when unknown */
                        default: string;
                        /** @description e.g. 16:9; empty when unknown */
                        ratio: string;
                    };
                };
            };
        };
        /** @description Client comment */
        ClientComment: {
            id: number;
            content: string;
            status: {
                /** @description case name, e.g. Published */
                name: string;
                /**
                 * @description stored value
                 * @enum {string}
                 */
                value: "pending" | "approved" | "rejected" | "spam";
                /** @description every case of the enum: name -> value */
                cases: {
                    [key: string]: string;
                };
                /** @description Persian label of the value */
                to_persian: string;
            };
            /** @description Commenter */
            user: {
                id: number;
                first_name: string;
                last_name: string;
                /** @description the avatar; the empty media object when there is none */
                avatar: {
                    /** @description media id; empty when there is no media */
                    id: string;
                    collection_name: string;
                    /** @description URL of the original file */
                    url: string;
                    mime_type: string;
                    /** @description image, video, audio or document */
                    type: string;
                    /** @description file extension, e.g. jpg */
                    format: string;
                    /** @description human-readable size, e.g. 1.2 MB */
                    size: string;
                    size_details: {
                        bytes: number;
                        human: {
                            default: string;
                        };
                    };
                    title: string | null;
                    status: string;
                    /** @description file name */
                    name: string;
                    meta_data: {
                        original_width: number;
                        original_height: number;
                        /** @description seconds; 0 when not audio or video */
                        duration: number;
                    };
                    dimension: {
                        width: number;
                        height: number;
                        ratioWidth: number;
                        ratioHeight: number;
                        human: {
                            /** @description e.g. 1920x1080; empty when unknown */
                            default: string;
                            /** @description e.g. 16:9; empty when unknown */
                            ratio: string;
                        };
                    };
                    /** @description fits 768 px wide */
                    medium_thumbnail: {
                        url: string;
                        width: number;
                        height: number;
                    };
                    /** @description fits 300 px wide */
                    small_thumbnail: {
                        url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description null for a top-level comment */
            parent_id: number | null;
            /** @description replies shown in `replies` */
            replies_count: number;
            created_at: components["schemas"]["DateObject"];
            /** @description visible replies, oldest first, nested */
            replies: components["schemas"]["ClientComment"][];
        };
        /** @description Client user (author) */
        ClientUserAuthor: {
            id: number;
            slug: string;
            /** @description role names, e.g. author */
            roles: string[];
            /** @description any value or null */
            badges: unknown;
            first_name: string;
            last_name: string;
            email: string;
            mobile: string | null;
            status: {
                /** @description case name, e.g. Published */
                name: string;
                /**
                 * @description stored value
                 * @enum {string}
                 */
                value: "active" | "inactive" | "banned";
                /** @description every case of the enum: name -> value */
                cases: {
                    [key: string]: string;
                };
                /** @description Persian label of the value */
                to_persian: string;
            };
            avatar: components["schemas"]["MediaObject"];
        };
        /** @description Date object */
        DateObject: {
            /** @description YYYY-MM-DD HH:MM:SS in the time zone */
            main: string;
            /** @description YYYY/MM/DD HH:MM */
            default: string;
            /** @description YYYY/MM/DD */
            short: string;
            /** @description Gregorian date in Persian, e.g. چهارشنبه ۲۰ مارس ۲۰۲۴ */
            long: string;
            /** @description e.g. Wednesday, March 20, 2024 */
            en_long: string;
            year: number;
            month: number;
            month_name: string;
            day: number;
            /** @description Unix seconds */
            timestamp: number;
            /** @description now minus the date, whole minutes */
            diff_in_min: number;
            diff_in_hour: number;
            diff_in_day: number;
            /** @description e.g. 3 hours ago, in 2 days */
            diff_for_human: string;
            /** @description IANA time zone, e.g. Asia/Tehran */
            timezone: string;
            /** @description the same instant in the Jalali (Persian) calendar */
            jalali: {
                /** @description YYYY-MM-DD HH:MM:SS in the Jalali calendar */
                main: string;
                /** @description YYYY/MM/DD */
                short: string;
                /** @description e.g. چهارشنبه ۱ فروردین ۱۴۰۳ */
                long: string;
                year: number;
                month: number;
                /** @description Persian month name, e.g. فروردین */
                month_name: string;
                day: number;
                diff_in_min: number;
                diff_in_hour: number;
                diff_in_day: number;
                /** @description e.g. ۳ ساعت پیش */
                diff_for_human: string;
                /** @description e.g. ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰ */
                human: string;
                /** @description HH:MM */
                hour: string;
                timezone: string;
            };
            /** @description human readings in Persian (Jalali calendar) */
            human: {
                /** @description e.g. ۱ فروردین ۱۴۰۳ */
                default: string;
                /** @description e.g. ۱۴۰۳/۰۱/۰۱ */
                short: string;
                /** @description e.g. چهارشنبه ۱ فروردین ۱۴۰۳ ساعت ۰۰:۳۰ */
                long: string;
                dayOfWeek: string;
                /** @description Persian month name */
                month: string;
                year: string;
                /** @description e.g. ۱ فروردین */
                dayMonth: string;
                /** @description e.g. ۳ ساعت پیش */
                diff: string;
                /** @description the same readings in the Gregorian calendar, English */
                gregorian: {
                    /** @description e.g. March 20, 2024 */
                    default: string;
                    /** @description e.g. 2024/03/20 */
                    short: string;
                    /** @description e.g. Wednesday, March 20, 2024 00:30 */
                    long: string;
                    dayOfWeek: string;
                    /** @description month name */
                    month: string;
                    year: string;
                    /** @description e.g. March 20 */
                    dayMonth: string;
                    /** @description relative time, e.g. 3 hours ago */
                    diff: string;
                };
            };
        };
        /** @description Primary error form: {status: false, error: {code, message, ...}} */
        Error: {
            /** @constant */
            status: false;
            error: {
                code: string;
                message: string;
                /** @description parameter messages (400), required_permission (403), or other detail */
                details?: Record<string, never>;
                /** @description field -> messages (422) */
                errors?: {
                    [key: string]: string[];
                };
                /** @description on internal errors: quote it to support */
                request_id?: string;
            };
        };
        /** @description Media object */
        MediaObject: {
            /** @description media id; empty when there is no media */
            id: string;
            collection_name: string;
            /** @description URL of the original file */
            url: string;
            mime_type: string;
            /** @description image, video, audio or document */
            type: string;
            /** @description file extension, e.g. jpg */
            format: string;
            /** @description human-readable size, e.g. 1.2 MB */
            size: string;
            size_details: {
                bytes: number;
                human: {
                    default: string;
                };
            };
            title: string | null;
            status: string;
            /** @description file name */
            name: string;
            meta_data: {
                original_width: number;
                original_height: number;
                /** @description seconds; 0 when not audio or video */
                duration: number;
            };
            dimension: {
                width: number;
                height: number;
                ratioWidth: number;
                ratioHeight: number;
                human: {
                    /** @description e.g. 1920x1080; empty when unknown */
                    default: string;
                    /** @description e.g. 16:9; empty when unknown */
                    ratio: string;
                };
            };
            /** @description fits 768 px wide */
            medium_thumbnail: {
                url: string;
                width: number;
                height: number;
            };
            /** @description fits 300 px wide */
            small_thumbnail: {
                url: string;
                width: number;
                height: number;
            };
        };
        /** @description meta.pagination (spec 4.6) */
        Pagination: {
            total: number;
            /** @description items on this page */
            count: number;
            per_page: number;
            current_page: number;
            total_pages: number;
            links?: {
                /** @description full URL of the next page */
                next?: string;
            };
        };
        /** @description Post content with computed metrics */
        PostContentWithComputedMetrics: {
            /** @description plain-text summary */
            short: string;
            /** @description the body as stored (HTML or Markdown) */
            full: string;
            lines: number;
            words: number;
            /** @description reading time in whole minutes */
            read_times: number;
            /** @description headings, nested by level */
            toc_menus: components["schemas"]["TableOfContentsEntry"][];
        };
        /** @description present when included */
        PresentWhenIncluded: {
            id: number;
            slug: string;
            /** @description role names, e.g. author */
            roles: string[];
            /** @description any value or null */
            badges: unknown;
            first_name: string;
            last_name: string;
            email: string;
            mobile: string | null;
            status: {
                /** @description case name, e.g. Published */
                name: string;
                /**
                 * @description stored value
                 * @enum {string}
                 */
                value: "active" | "inactive" | "banned";
                /** @description every case of the enum: name -> value */
                cases: {
                    [key: string]: string;
                };
                /** @description Persian label of the value */
                to_persian: string;
            };
            avatar: components["schemas"]["MediaObject"];
        };
        /** @description Table-of-contents entry */
        TableOfContentsEntry: {
            /** @description anchor of the heading */
            id: string;
            title: string;
            level: number;
            children: components["schemas"]["TableOfContentsEntry"][];
        };
        /** @description Tag (admin) */
        TagAdmin: {
            id: number;
            name: string;
            slug: string;
            /** @description 2024-01-15T10:30:00.000000Z */
            created_at: string;
            /** @description 2024-01-15T10:30:00.000000Z */
            updated_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description requests allowed in the window closest to running out */
        RateLimitLimit: number;
        /** @description requests left in that window */
        RateLimitRemaining: number;
        /** @description Unix seconds when that window resets */
        RateLimitReset: number;
        /** @description requests allowed in the window closest to running out (absent when the gateway refused the request before metering it) */
        RateLimitLimitIfMetered: number;
        /** @description requests left in that window (absent when the gateway refused the request before metering it) */
        RateLimitRemainingIfMetered: number;
        /** @description Unix seconds when that window resets (absent when the gateway refused the request before metering it) */
        RateLimitResetIfMetered: number;
        /** @description seconds to wait before retrying */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "admin-cms-categories-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                search?: string;
                "filter[]"?: string[];
                order?: "asc" | "desc";
                sortedBy?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["CategoryAdmin"][];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.categories.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-categories-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_en?: string;
                    name_fa?: string;
                    slug?: string;
                    parent_id?: number | null;
                    description?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    thumbnail?: number | null;
                    thumbnail_id?: number | null;
                    is_featured?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["CategoryAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.categories.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-categories-get": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["CategoryAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.categories.read (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-categories-update": {
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
                    name_en?: string;
                    name_fa?: string;
                    slug?: string;
                    parent_id?: number | null;
                    description?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    thumbnail?: number | null;
                    thumbnail_id?: number | null;
                    is_featured?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["CategoryAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.categories.update (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-categories-delete": {
        parameters: {
            query?: {
                reassign_to?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            message: string;
                            /** @description with reassign_to: the posts moved to that category */
                            reassigned_posts?: number;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.categories.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-comments-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.comments.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-comments-approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.comments.approve (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-comments-reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.comments.reject (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-media-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                cursor?: string;
                sort?: "id" | "created_at";
                orderBy?: "id" | "created_at";
                order?: "asc" | "desc";
                sortedBy?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["MediaObject"][];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.media.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-media-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_name: string;
                    /** @enum {string} */
                    mime_type: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/svg+xml" | "video/mp4" | "audio/mpeg" | "application/pdf";
                    size_bytes: number;
                    title?: string | null;
                    collection_name?: string;
                    width?: number | null;
                    height?: number | null;
                    duration?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Media object with its upload target */
                        result: {
                            /** @description media id; empty when there is no media */
                            id: string;
                            collection_name: string;
                            /** @description URL of the original file */
                            url: string;
                            mime_type: string;
                            /** @description image, video, audio or document */
                            type: string;
                            /** @description file extension, e.g. jpg */
                            format: string;
                            /** @description human-readable size, e.g. 1.2 MB */
                            size: string;
                            size_details: {
                                bytes: number;
                                human: {
                                    default: string;
                                };
                            };
                            title: string | null;
                            status: string;
                            /** @description file name */
                            name: string;
                            meta_data: {
                                original_width: number;
                                original_height: number;
                                /** @description seconds; 0 when not audio or video */
                                duration: number;
                            };
                            dimension: {
                                width: number;
                                height: number;
                                ratioWidth: number;
                                ratioHeight: number;
                                human: {
                                    /** @description e.g. 1920x1080; empty when unknown */
                                    default: string;
                                    /** @description e.g. 16:9; empty when unknown */
                                    ratio: string;
                                };
                            };
                            /** @description fits 768 px wide */
                            medium_thumbnail: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            /** @description fits 300 px wide */
                            small_thumbnail: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            /** @description Where and how to upload the file */
                            upload: {
                                /** @description PUT the file bytes here */
                                url: string;
                                /** @constant */
                                method: "PUT";
                                /** @description send these headers with the upload (Content-Type) */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description ISO 8601 UTC; the URL stops working then (15 minutes) */
                                expires_at: string;
                            };
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.media.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-media-get": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["MediaObject"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.media.read (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-media-update": {
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
                    title?: string | null;
                    collection_name?: string;
                    width?: number | null;
                    height?: number | null;
                    duration?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["MediaObject"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.media.update (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-media-delete": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.media.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                /** @description id, created_at, updated_at, published_at, title, status; or field:asc|desc */
                sort?: string;
                /** @description synonym of sort */
                orderBy?: string;
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                order?: "asc" | "desc";
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                sortedBy?: "asc" | "desc";
                /** @description a term, or field:value;field:value (title, excerpt, slug, id, category_id, author_id, status) */
                search?: string;
                /** @description field:like or field:= per field, separated by ; */
                searchFields?: string;
                /** @description and or or (default or) */
                searchJoin?: "and" | "or";
                /** @description filter[]=field:value: category_id, author_id, tag_id, is_featured, status (status: draft, pending, verified, published, archived, trash) */
                "filter[]"?: string[];
                /** @description relations to add: category, tags, author */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description counts to add: comments, tags, likes */
                "withCount[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
                /** @description opaque: carried by links.next */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["AdminPost"][];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-create": {
        parameters: {
            query?: {
                /** @description relations to add: category, tags, author */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description counts to add: comments, tags, likes */
                "withCount[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
            };
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    excerpt?: string | null;
                    featured_image?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "pending" | "verified" | "published" | "archived";
                    /** @enum {string} */
                    type?: "post" | "page" | "video" | "podcast" | "gallery" | "terminology" | "encyclopedia" | "story" | "landing";
                    category_id?: number | null;
                    tag_ids?: number[];
                    author_id?: number | null;
                    is_featured?: boolean;
                    published_at?: string | null;
                    seo?: {
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image?: string | null;
                    } | null;
                    id?: unknown;
                    view_count?: unknown;
                    comment_count?: unknown;
                    likes_count?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    title: string;
                    content: string;
                    version?: unknown;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["AdminPost"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-get": {
        parameters: {
            query?: {
                /** @description relations to add: category, tags, author */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description counts to add: comments, tags, likes */
                "withCount[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
            };
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["AdminPost"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.read (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-update": {
        parameters: {
            query?: {
                /** @description relations to add: category, tags, author */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description counts to add: comments, tags, likes */
                "withCount[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
            };
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    excerpt?: string | null;
                    featured_image?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "pending" | "verified" | "published" | "archived";
                    /** @enum {string} */
                    type?: "post" | "page" | "video" | "podcast" | "gallery" | "terminology" | "encyclopedia" | "story" | "landing";
                    category_id?: number | null;
                    tag_ids?: number[];
                    author_id?: number | null;
                    is_featured?: boolean;
                    published_at?: string | null;
                    seo?: {
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image?: string | null;
                    } | null;
                    id?: unknown;
                    view_count?: unknown;
                    comment_count?: unknown;
                    likes_count?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    title?: string;
                    content?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["AdminPost"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.update (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-comments-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                status?: "pending" | "approved" | "rejected" | "spam";
                cursor?: number;
            };
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Comments of a post with their pagination (meta inside result) */
                        result: {
                            comments: {
                                id: number;
                                content: string;
                                /** @description ISO 8601 UTC with microseconds */
                                created_at: string;
                                /** @description ISO 8601 UTC with microseconds */
                                updated_at: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "spam";
                                /** @description the commenter; empty strings when the account was deleted */
                                user: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    avatar_url: string;
                                };
                                /** @description null for a top-level comment */
                                parent_id: number | null;
                                /** @description direct replies, every status */
                                replies_count: number;
                            }[];
                            meta: {
                                pagination: {
                                    total: number;
                                    count: number;
                                    per_page: number;
                                    current_page: number;
                                    total_pages: number;
                                    links?: {
                                        next?: string;
                                    };
                                };
                            };
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.comments.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.restore (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-trash": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.trash (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    /** @enum {string} */
                    action: "trash" | "restore" | "delete" | "publish" | "draft" | "archive";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            message: string;
                            /** @description posts this call changed */
                            affected: number;
                            /** @description posts a fault stopped; retry them */
                            failed_ids?: number[];
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.bulk (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-posts-bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            message: string;
                            /** @description posts this call changed */
                            affected: number;
                            /** @description posts a fault stopped; retry them */
                            failed_ids?: number[];
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.posts.bulk (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-tags-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                cursor?: string;
                search?: string;
                order?: "asc" | "desc";
                sortedBy?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["TagAdmin"][];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.tags.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-tags-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["TagAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.tags.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-tags-get": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["TagAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.tags.read (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-tags-update": {
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
                    name?: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["TagAdmin"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.tags.update (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-cms-tags-delete": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks cms.tags.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-system-api-keys-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            id: number;
                            name: string;
                            /** @description the first characters of the key, to recognise it */
                            prefix: string;
                            /** @description empty for a client key */
                            admin_permissions: ("cms.posts.list" | "cms.posts.read" | "cms.posts.create" | "cms.posts.update" | "cms.posts.trash" | "cms.posts.restore" | "cms.posts.delete" | "cms.posts.bulk" | "cms.posts.publish" | "cms.posts.edit_others" | "cms.content.unfiltered_html" | "cms.comments.list" | "cms.comments.approve" | "cms.comments.reject" | "cms.comments.delete" | "cms.categories.list" | "cms.categories.read" | "cms.categories.create" | "cms.categories.update" | "cms.categories.delete" | "cms.tags.list" | "cms.tags.read" | "cms.tags.create" | "cms.tags.update" | "cms.tags.delete" | "cms.media.list" | "cms.media.read" | "cms.media.create" | "cms.media.update" | "cms.media.delete" | "user.users.list" | "user.users.read" | "user.users.create" | "user.users.update" | "user.users.delete" | "system.api_keys.list" | "system.api_keys.create" | "system.api_keys.revoke" | "system.audit.list")[];
                            /** @description ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            revoked_at: string | null;
                        }[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks system.api_keys.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-system-api-keys-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    admin_permissions?: ("cms.posts.list" | "cms.posts.read" | "cms.posts.create" | "cms.posts.update" | "cms.posts.trash" | "cms.posts.restore" | "cms.posts.delete" | "cms.posts.bulk" | "cms.posts.publish" | "cms.posts.edit_others" | "cms.content.unfiltered_html" | "cms.comments.list" | "cms.comments.approve" | "cms.comments.reject" | "cms.comments.delete" | "cms.categories.list" | "cms.categories.read" | "cms.categories.create" | "cms.categories.update" | "cms.categories.delete" | "cms.tags.list" | "cms.tags.read" | "cms.tags.create" | "cms.tags.update" | "cms.tags.delete" | "cms.media.list" | "cms.media.read" | "cms.media.create" | "cms.media.update" | "cms.media.delete" | "user.users.list" | "user.users.read" | "user.users.create" | "user.users.update" | "user.users.delete" | "system.api_keys.list" | "system.api_keys.create" | "system.api_keys.revoke" | "system.audit.list")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Created API key */
                        result: {
                            id: number;
                            name: string;
                            /** @description the first characters of the key, to recognise it */
                            prefix: string;
                            /** @description empty for a client key */
                            admin_permissions: ("cms.posts.list" | "cms.posts.read" | "cms.posts.create" | "cms.posts.update" | "cms.posts.trash" | "cms.posts.restore" | "cms.posts.delete" | "cms.posts.bulk" | "cms.posts.publish" | "cms.posts.edit_others" | "cms.content.unfiltered_html" | "cms.comments.list" | "cms.comments.approve" | "cms.comments.reject" | "cms.comments.delete" | "cms.categories.list" | "cms.categories.read" | "cms.categories.create" | "cms.categories.update" | "cms.categories.delete" | "cms.tags.list" | "cms.tags.read" | "cms.tags.create" | "cms.tags.update" | "cms.tags.delete" | "cms.media.list" | "cms.media.read" | "cms.media.create" | "cms.media.update" | "cms.media.delete" | "user.users.list" | "user.users.read" | "user.users.create" | "user.users.update" | "user.users.delete" | "system.api_keys.list" | "system.api_keys.create" | "system.api_keys.revoke" | "system.audit.list")[];
                            /** @description ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description the key: shown once, store it now */
                            key: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks system.api_keys.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-system-api-keys-revoke": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks system.api_keys.revoke (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-user-users-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                search?: string;
                "filter[]"?: string[];
                order?: "asc" | "desc";
                sortedBy?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            id: number;
                            slug: string;
                            /** @description role names, e.g. author */
                            roles: string[];
                            /** @description any value or null */
                            badges: unknown;
                            first_name: string;
                            last_name: string;
                            email: string;
                            mobile: string | null;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "active" | "inactive" | "banned";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            avatar: components["schemas"]["MediaObject"];
                            email_public: boolean;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            updated_at: string;
                        }[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks user.users.list (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-user-users-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name?: string;
                    email: string;
                    password: string;
                    mobile?: string | null;
                    roles?: ("admin" | "editor" | "author" | "moderator" | "user")[];
                    /** @enum {string} */
                    status?: "active" | "inactive" | "banned";
                    avatar_id?: number | null;
                    email_public?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description User (admin): the client user object (2.5) with the real email and mobile; never the password */
                        result: {
                            id: number;
                            slug: string;
                            /** @description role names, e.g. author */
                            roles: string[];
                            /** @description any value or null */
                            badges: unknown;
                            first_name: string;
                            last_name: string;
                            email: string;
                            mobile: string | null;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "active" | "inactive" | "banned";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            avatar: components["schemas"]["MediaObject"];
                            email_public: boolean;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            updated_at: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks user.users.create (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-user-users-get": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description User (admin): the client user object (2.5) with the real email and mobile; never the password */
                        result: {
                            id: number;
                            slug: string;
                            /** @description role names, e.g. author */
                            roles: string[];
                            /** @description any value or null */
                            badges: unknown;
                            first_name: string;
                            last_name: string;
                            email: string;
                            mobile: string | null;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "active" | "inactive" | "banned";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            avatar: components["schemas"]["MediaObject"];
                            email_public: boolean;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            updated_at: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks user.users.read (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-user-users-update": {
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
                    first_name?: string;
                    last_name?: string;
                    email?: string;
                    password?: string;
                    mobile?: string | null;
                    roles?: ("admin" | "editor" | "author" | "moderator" | "user")[];
                    /** @enum {string} */
                    status?: "active" | "inactive" | "banned";
                    avatar_id?: number | null;
                    email_public?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description User (admin): the client user object (2.5) with the real email and mobile; never the password */
                        result: {
                            id: number;
                            slug: string;
                            /** @description role names, e.g. author */
                            roles: string[];
                            /** @description any value or null */
                            badges: unknown;
                            first_name: string;
                            last_name: string;
                            email: string;
                            mobile: string | null;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "active" | "inactive" | "banned";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            avatar: components["schemas"]["MediaObject"];
                            email_public: boolean;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            created_at: string;
                            /** @description 2024-01-15T10:30:00.000000Z */
                            updated_at: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks user.users.update (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "admin-user-users-delete": {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Message */
                        result: {
                            message: string;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description authentication_required: neither a valid Bearer token nor an admin Api-Key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "authentication_required";
                        };
                    };
                };
            };
            /** @description permission_denied: the caller lacks user.users.delete (details.required_permission names it). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "permission_denied";
                            details: {
                                required_permission: string;
                            };
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Issued token */
                        data: {
                            /** @description JWT: send it as Authorization: Bearer <token> */
                            token: string;
                            /** @description ISO 8601 with a UTC offset, e.g. 2024-01-15T11:30:00+00:00 */
                            expires_at: string;
                        };
                        meta?: components["schemas"]["AltPaginationMeta"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired; invalid_credentials: wrong email or password. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required" | "invalid_credentials";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds; too_many_attempts: too many failed logins for this email. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests" | "too_many_attempts";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-categories-list": {
        parameters: {
            query?: {
                search?: string;
                "filter[]"?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["ClientCategory"][];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-posts-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                /** @description id, created_at, updated_at, published_at, title, status; or field:asc|desc */
                sort?: string;
                /** @description synonym of sort */
                orderBy?: string;
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                order?: "asc" | "desc";
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                sortedBy?: "asc" | "desc";
                /** @description a term, or field:value;field:value (title, excerpt, slug, id, category_id, author_id) */
                search?: string;
                /** @description field:like or field:= per field, separated by ; */
                searchFields?: string;
                /** @description and or or (default or) */
                searchJoin?: "and" | "or";
                /** @description filter[]=field:value: category_id, author_id, tag_id, is_featured */
                "filter[]"?: string[];
                /** @description relations to add: mainCategory, author, tags */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
                /** @description opaque: carried by links.next */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            id: number;
                            slug: string;
                            wp_slug: string | null;
                            type: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "post" | "page" | "video" | "podcast" | "gallery" | "terminology" | "encyclopedia" | "story" | "landing";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            creator_id: number;
                            author_id: number;
                            title: string;
                            content: components["schemas"]["PostContentWithComputedMetrics"];
                            thumbnail: components["schemas"]["MediaObject"];
                            vocabulary_fa: string | null;
                            vocabulary_en: string | null;
                            seo: {
                                og: {
                                    image: {
                                        alt: string | null;
                                        type: string | null;
                                        width: number | null;
                                        height: number | null;
                                    };
                                    title: string | null;
                                    locale: string | null;
                                    description: string | null;
                                };
                                title: string | null;
                                description: string | null;
                                canonical_url: string | null;
                                focus_keyword: string | null;
                            };
                            meta: {
                                views: number;
                                is_featured: boolean;
                            };
                            /** @description any value or null */
                            properties: unknown;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "draft" | "pending" | "verified" | "published" | "archived" | "trash";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            note: string | null;
                            /** @description any value or null */
                            deadline: unknown;
                            cache: {
                                uploaded_media_count: number;
                                uploaded_gallery_count: number;
                            };
                            created_at: components["schemas"]["DateObject"];
                            published_at: components["schemas"]["DateObject"];
                            author?: components["schemas"]["PresentWhenIncluded"];
                            icon: string;
                            views: number;
                            /** @description present when included (includes=mainCategory) */
                            mainCategory?: {
                                id: number;
                                type: string;
                                slug: string;
                                name_en: string;
                                name_fa: string;
                                /** @description parent category id; 0 for a top-level category */
                                parent_id: number;
                                description: string | null;
                                meta: {
                                    posts_count: number;
                                    is_featured: boolean;
                                };
                                status: {
                                    /** @description case name, e.g. Published */
                                    name: string;
                                    /**
                                     * @description stored value
                                     * @enum {string}
                                     */
                                    value: "active" | "inactive";
                                    /** @description every case of the enum: name -> value */
                                    cases: {
                                        [key: string]: string;
                                    };
                                    /** @description Persian label of the value */
                                    to_persian: string;
                                };
                                /** @description Category thumbnail (reduced media object) */
                                thumbnail: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    size: string;
                                    meta_data: {
                                        original_width: number;
                                        original_height: number;
                                        /** @description seconds; 0 when not audio or video */
                                        duration: number;
                                    };
                                    dimension: {
                                        width: number;
                                        height: number;
                                        ratioWidth: number;
                                        ratioHeight: number;
                                        human: {
                                            /** @description e.g. 1920x1080; empty when unknown */
                                            default: string;
                                            /** @description e.g. 16:9; empty when unknown */
                                            ratio: string;
                                        };
                                    };
                                };
                            };
                            /** @description present when included (includes=tags) */
                            tags?: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            /** @description present when included (includes=category on the single post); null when the post has none */
                            category?: components["schemas"]["ClientCategory"] | null;
                        }[];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-posts-get": {
        parameters: {
            query?: {
                /** @description relations to add: author, category, tags, mainCategory */
                includes?: string;
                /** @description synonym of includes */
                "with[]"?: string[];
                /** @description URL-encoded JSON: the only keys each item keeps, e.g. {"cms_posts":"id,title,slug"} */
                field_sets?: string;
                /** @description comma-separated keys each item drops */
                excludes?: string;
                shape?: "client" | "overview";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            id: number;
                            slug: string;
                            wp_slug: string | null;
                            type: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "post" | "page" | "video" | "podcast" | "gallery" | "terminology" | "encyclopedia" | "story" | "landing";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            creator_id: number;
                            author_id: number;
                            title: string;
                            content: components["schemas"]["PostContentWithComputedMetrics"];
                            thumbnail: components["schemas"]["MediaObject"];
                            vocabulary_fa: string | null;
                            vocabulary_en: string | null;
                            seo: {
                                og: {
                                    image: {
                                        alt: string | null;
                                        type: string | null;
                                        width: number | null;
                                        height: number | null;
                                    };
                                    title: string | null;
                                    locale: string | null;
                                    description: string | null;
                                };
                                title: string | null;
                                description: string | null;
                                canonical_url: string | null;
                                focus_keyword: string | null;
                            };
                            meta: {
                                views: number;
                                is_featured: boolean;
                            };
                            /** @description any value or null */
                            properties: unknown;
                            status: {
                                /** @description case name, e.g. Published */
                                name: string;
                                /**
                                 * @description stored value
                                 * @enum {string}
                                 */
                                value: "draft" | "pending" | "verified" | "published" | "archived" | "trash";
                                /** @description every case of the enum: name -> value */
                                cases: {
                                    [key: string]: string;
                                };
                                /** @description Persian label of the value */
                                to_persian: string;
                            };
                            note: string | null;
                            /** @description any value or null */
                            deadline: unknown;
                            cache: {
                                uploaded_media_count: number;
                                uploaded_gallery_count: number;
                            };
                            created_at: components["schemas"]["DateObject"];
                            published_at: components["schemas"]["DateObject"];
                            author?: components["schemas"]["PresentWhenIncluded"];
                            icon: string;
                            views: number;
                            /** @description present when included (includes=mainCategory) */
                            mainCategory?: {
                                id: number;
                                type: string;
                                slug: string;
                                name_en: string;
                                name_fa: string;
                                /** @description parent category id; 0 for a top-level category */
                                parent_id: number;
                                description: string | null;
                                meta: {
                                    posts_count: number;
                                    is_featured: boolean;
                                };
                                status: {
                                    /** @description case name, e.g. Published */
                                    name: string;
                                    /**
                                     * @description stored value
                                     * @enum {string}
                                     */
                                    value: "active" | "inactive";
                                    /** @description every case of the enum: name -> value */
                                    cases: {
                                        [key: string]: string;
                                    };
                                    /** @description Persian label of the value */
                                    to_persian: string;
                                };
                                /** @description Category thumbnail (reduced media object) */
                                thumbnail: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    size: string;
                                    meta_data: {
                                        original_width: number;
                                        original_height: number;
                                        /** @description seconds; 0 when not audio or video */
                                        duration: number;
                                    };
                                    dimension: {
                                        width: number;
                                        height: number;
                                        ratioWidth: number;
                                        ratioHeight: number;
                                        human: {
                                            /** @description e.g. 1920x1080; empty when unknown */
                                            default: string;
                                            /** @description e.g. 16:9; empty when unknown */
                                            ratio: string;
                                        };
                                    };
                                };
                            };
                            /** @description present when included (includes=tags) */
                            tags?: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                            /** @description present when included (includes=category on the single post); null when the post has none */
                            category?: components["schemas"]["ClientCategory"] | null;
                        } | {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string;
                            content: string;
                            /** @description URL */
                            featured_image: string;
                            status: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z
                             */
                            published_at: string;
                            /** @description present when included */
                            author?: {
                                id: number;
                                name: string;
                                avatar_url: string;
                            };
                            /** @description present when included; null when the post has none */
                            category?: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            /** @description present when included */
                            tags?: {
                                id: number;
                                name: string;
                                slug: string;
                            }[];
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-comments-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                cursor?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Top-level comments, newest first, each with its thread */
                        result: components["schemas"]["ClientComment"][];
                        meta: {
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-comments-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    parent_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["ClientComment"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-likes-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description A retry with the same key (1-128 of letters, digits, . _ : -) replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Whether the caller likes the post, and the post's likes */
                        result: {
                            liked: boolean;
                            likes_count: number;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-cms-likes-delete": {
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
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        /** @description Whether the caller likes the post, and the post's likes */
                        result: {
                            liked: boolean;
                            likes_count: number;
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-user-preferences-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            /** @enum {string} */
                            language: "fa" | "en" | "ar";
                            timezone: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            email_notifications: boolean;
                            favourite_category_ids: number[];
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-user-preferences-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "fa" | "en" | "ar";
                    timezone?: string;
                    /** @enum {string} */
                    theme?: "light" | "dark" | "system";
                    email_notifications?: boolean;
                    favourite_category_ids?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: {
                            /** @enum {string} */
                            language: "fa" | "en" | "ar";
                            timezone: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            email_notifications: boolean;
                            favourite_category_ids: number[];
                        };
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-user-profile-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["ClientUserAuthor"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-user-profile-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    mobile?: string | null;
                    avatar_id?: number | null;
                    email_public?: boolean;
                    email?: unknown;
                    password?: unknown;
                    roles?: unknown;
                    status?: unknown;
                    id?: unknown;
                    slug?: unknown;
                    badges?: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        result: components["schemas"]["ClientUserAuthor"];
                        meta?: {
                            pagination?: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); authentication_required: the user token is missing, invalid or expired. */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized" | "authentication_required";
                        };
                    };
                };
            };
            /** @description account_disabled: the user is inactive or banned. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "account_disabled";
                        };
                    };
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            code?: string;
                        };
                    };
                };
            };
            /** @description payload_too_large: the body is over the size limit (docs/limits.md). */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "payload_too_large";
                        };
                    };
                };
            };
            /** @description validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed. */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "validation_failed";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    };
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    };
                };
            };
        };
    };
    "client-alt-categories-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            slug: string;
                            post_count: number;
                        }[];
                        meta?: components["schemas"]["AltPaginationMeta"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    });
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    });
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    });
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    });
                };
            };
        };
    };
    "client-alt-posts-list": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                skip?: number;
                limit?: number;
                /** @description id, created_at, updated_at, published_at, title, status; or field:asc|desc */
                sort?: string;
                /** @description synonym of sort */
                orderBy?: string;
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                order?: "asc" | "desc";
                /** @description asc or desc (default: desc for id and dates, asc for title and status) */
                sortedBy?: "asc" | "desc";
                /** @description a term, or field:value;field:value (title, excerpt, slug, id, category_id, author_id) */
                search?: string;
                /** @description field:like or field:= per field, separated by ; */
                searchFields?: string;
                /** @description and or or (default or) */
                searchJoin?: "and" | "or";
                /** @description filter[]=field:value: category_id, author_id, tag_id, is_featured */
                "filter[]"?: string[];
                /** @description opaque: carried by links.next */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string;
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z
                             */
                            published_at: string;
                            author: {
                                id: number;
                                name: string;
                            };
                            categories: {
                                id: number;
                                name: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                            }[];
                            featured_image: {
                                url: string;
                                alt: string;
                            };
                        }[];
                        meta: components["schemas"]["AltPaginationMeta"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    });
                };
            };
            /** @description resource_not_found: nothing matches (a client search or filter that finds nothing). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    });
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    });
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    });
                };
            };
        };
    };
    "client-alt-posts-get": {
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
            /** @description OK */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Client post, alternative (data envelope) form */
                        data: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string;
                            content: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601 UTC timestamp, e.g. 2024-01-15T10:30:00.000000Z
                             */
                            published_at: string;
                            author: {
                                id: number;
                                name: string;
                            };
                            categories: {
                                id: number;
                                name: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                            }[];
                            featured_image: {
                                url: string;
                                alt: string;
                            };
                        };
                        meta?: components["schemas"]["AltPaginationMeta"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "bad_request";
                        };
                    };
                };
            };
            /** @description unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "unauthorized";
                        };
                    });
                };
            };
            /** @description resource_not_found: no such resource. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "resource_not_found";
                        };
                    };
                };
            };
            /** @description too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "too_many_requests";
                        };
                    });
                };
            };
            /** @description internal_error: an unexpected fault; `request_id` identifies it in the logs. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "internal_error";
                        };
                    });
                };
            };
            /** @description service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimitIfMetered"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemainingIfMetered"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitResetIfMetered"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["AltError"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    }) | (components["schemas"]["Error"] & {
                        error?: {
                            /** @enum {unknown} */
                            code?: "service_unavailable";
                        };
                    });
                };
            };
        };
    };
}
