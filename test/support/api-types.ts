// Generated from the OpenAPI document by `npm run openapi`; do not edit.
export interface paths {
    "/api/client/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["clients.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a client
         * @description Who: the owner, and staff users (for the clients assigned to them).
         */
        get: operations["clients.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Clients.svc/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a client
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["clients.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/delete/{id}": {
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
         * Delete a client
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["clients.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Clients.svc/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description Who: the owner, and staff users (for the clients assigned to them).
         */
        get: operations["clients.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/create/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an invoice, estimate or credit note
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        post: operations["documents.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/get/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/update/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a document
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/delete/{type}/{id}": {
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
         * Delete a document
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        delete: operations["documents.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/list/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents of a type
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/get/{type}/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as a PDF (Factur-X for invoices and credit notes that can carry one)
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/issue/creditnote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Issue a credit note
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["documents.issue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/cancel/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel an invoice with a credit note of its balance
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["documents.cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/invoice/estimate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn an estimate into an invoice
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["documents.invoice-estimate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/history/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's history, oldest first
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/sendbyemail/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a document by e-mail
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.send"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/get/{type}/{id}/ubl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as an EN 16931 UBL 2.1 e-invoice
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.ubl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/get/{type}/{id}/cii": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as an EN 16931 UN/CEFACT CII D16B e-invoice
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.cii"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/get/{type}/{id}/peppol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as a Peppol BIS Billing 3.0 UBL e-invoice
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        get: operations["documents.peppol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/transmit/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hand an issued invoice or credit note to the e-invoicing platform
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.transmit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/lifecycle/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a lifecycle status of an issued document's e-invoice
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.lifecycle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's e-invoicing platform: its own, else the stage's default (never a secret)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.platform-get"];
        /**
         * Set the account's own e-invoicing platform (its ClientSecret is kept sealed, never answered)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.platform-put"];
        post?: never;
        /**
         * Remove the account's own e-invoicing platform (the stage's default, if any, serves it again)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["account.platform-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lifecycle messages the platform posted: those kept aside (the default) or recorded, newest first
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["platform.messages-list"];
        put?: never;
        /**
         * Take a lifecycle message (CDAR D22B) from the platform: recorded once by its id, or kept aside with its reason
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["platform.messages-receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directory/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the directory (annuaire) of the account's platform by SIREN, SIRET or name
         * @description Who: the owner, and staff users (for the clients assigned to them).
         */
        get: operations["directory.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/action/directory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Fill a client's ElectronicAddress from the directory, by its SIREN
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["clients.directory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/share/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A link to the document page for the client
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.share"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/unshare/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Revoke every link of a document
         * @description Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.
         */
        put: operations["documents.unshare"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document's page (HTML, in the client's language); the first view is recorded
         * @description Who: anyone; no credential.
         */
        get: operations["pages.view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF, from the page
         * @description Who: anyone; no credential.
         */
        get: operations["pages.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/ubl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The UBL e-invoice, from the page
         * @description Who: anyone; no credential.
         */
        get: operations["pages.ubl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/cii": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CII e-invoice, from the page
         * @description Who: anyone; no credential.
         */
        get: operations["pages.cii"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a sent estimate: the page's form (303 back to the page)
         * @description Who: anyone; no credential.
         */
        post: operations["pages.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a sent estimate: the page's form (303 back to the page)
         * @description Who: anyone; no credential.
         */
        post: operations["pages.decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a category
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["catalog.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog.svc/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["catalog.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog.svc/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a category
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["catalog.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog.svc/delete/{id}": {
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
         * Delete a category
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["catalog.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog.svc/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["catalog.list"];
        put?: never;
        /**
         * List categories matching a filter
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["catalog.filter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a staff user
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["staff.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/update/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a staff user
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["staff.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff users
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["staff.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/delete/{user_id}": {
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
         * Delete a staff user
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["staff.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        post: operations["payments.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        get: operations["payments.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        get: operations["payments.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/delete/{id}": {
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
         * Reverse a payment
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        delete: operations["payments.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seller profile
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.profile-get"];
        /**
         * Update the seller profile
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.profile-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the seller profile lacks for the mentions its invoices owe
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.profile-check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seller's logo, as uploaded
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.logo-get"];
        /**
         * Set the seller's logo (PNG or JPEG, at most 512 KiB)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.logo-set"];
        post?: never;
        /**
         * Remove the seller's logo
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["account.logo-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's clock (where the stage allows test clocks)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.clock-get"];
        /**
         * Move the account's clock forward (a test clock; where the stage allows them)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.clock-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's reminder settings
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.reminders-get"];
        /**
         * Change the account's reminder settings (partial)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.reminders-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/remind/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a reminder of an issued invoice now
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["reminders.remind"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/latefee/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make the late-fee invoice of an overdue invoice (interest and recovery indemnity)
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["latefees.create"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/statement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's statement of account: per currency, opening balance, movements, closing balance
         * @description Who: the owner, and staff users (for the clients assigned to them).
         */
        get: operations["statements.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/statement/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A client's statement of account as a PDF
         * @description Who: the owner, and staff users (for the clients assigned to them).
         */
        get: operations["statements.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/statement/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["bank.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/statement/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an imported bank statement
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["bank.statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/entry/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank entries
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["bank.entries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/entry/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank entry
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["bank.entry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/entry/action/match/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Match a bank entry to an invoice
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["bank.match"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/entry/action/ignore/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ignore a bank entry
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["bank.ignore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receivables: what clients owe, aged
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        get: operations["report.receivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/payables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payables: what the business owes its suppliers, aged
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["report.payables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/vat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VAT per currency, category and rate
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["report.vat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue per month or client
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["report.revenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export: the accountant's FEC, invoices or payments as CSV
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["export.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export and its download link
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["export.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a recurring profile
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        post: operations["recurring.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a recurring profile
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        get: operations["recurring.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a recurring profile (the invoices made after)
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["recurring.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/delete/{id}": {
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
         * Delete a recurring profile (the invoices it made stay)
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        delete: operations["recurring.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/action/pause/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pause a recurring profile
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["recurring.pause"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/action/resume/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Resume a recurring profile at its first date not before today
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["recurring.resume"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recurring/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recurring profiles
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        get: operations["recurring.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2.1/xml-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The xml-in methods: callbacks and deliveries
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["callbacks.xml-in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 description
         * @description Who: anyone; no credential.
         */
        get: operations["reference.openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page of this description
         * @description Who: anyone; no credential.
         */
        get: operations["reference.docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's renderer (Scalar), served from here
         * @description Who: anyone; no credential.
         */
        get: operations["reference.renderer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a supplier
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["suppliers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a supplier
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["suppliers.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a supplier (the fields sent)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["suppliers.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/delete/{id}": {
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
         * Delete a supplier (409 while purchases name it)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        delete: operations["suppliers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suppliers (filter: a part of the name)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["suppliers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandate/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a SEPA Direct Debit mandate a client signed (its RUM is given)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["mandates.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandate/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a SEPA Direct Debit mandate
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["mandates.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandate/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SEPA Direct Debit mandates, oldest first
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["mandates.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandate/action/revoke/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Revoke a SEPA Direct Debit mandate: nothing more is collected under it
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["mandates.revoke"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mandate/pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A SEPA Direct Debit mandate as a PDF: what it states, and the consent as the payer gave it
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["mandates.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit/batch/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a SEPA direct debit file (pain.008.001.08) collecting the direct-debit invoices due
         * @description Who: the account's owner only (a staff user gets 403).
         */
        post: operations["directdebit.batch-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit/batch/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A SEPA direct debit file, as it was made
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["directdebit.batch-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit/batch/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SEPA direct debit batches, newest first
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["directdebit.batch-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/mandate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a SEPA Direct Debit mandate on the document page: the page's form (303 back to the page)
         * @description Who: anyone; no credential.
         */
        post: operations["pages.mandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's payment provider, without its secrets
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["account.payments-get"];
        /**
         * Connect the account's payment provider (its secrets kept sealed, never answered)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["account.payments-put"];
        post?: never;
        /**
         * Disconnect the account's payment provider: no new checkout, link nor Pay; the payments it took are still followed and refunded
         * @description Who: the account's owner only (a staff user gets 403).
         */
        delete: operations["account.payments-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document.svc/action/paylink/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A link that pays an invoice online (30 days), through the account's payment provider
         * @description Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).
         */
        put: operations["documents.paylink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/d/{token}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay the page's invoice: a checkout at the account's payment provider (303 to it)
         * @description Who: anyone; no credential.
         */
        get: operations["pages.pay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's signed events (checkouts paid, debits failed, disputes lost, refunds)
         * @description Who: anyone; no credential.
         */
        post: operations["provider.webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/action/refund/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give back all or part of a payment made through the payment provider (recorded once it confirms)
         * @description Who: the account's owner only (a staff user gets 403).
         */
        put: operations["payments.refund"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an expense (a receipt or ticket) in an expense category
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["expenses.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an expense
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["expenses.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an expense (the fields sent; amounts sent replace the amounts)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["expenses.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/delete/{id}": {
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
         * Delete an expense
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        delete: operations["expenses.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List expenses, newest first (filters: category, supplier_id, from, to; staff: their own)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["expenses.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/receipt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An expense's receipt, byte for byte
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["expenses.receipt-get"];
        /**
         * Attach an expense's receipt (PDF, PNG or JPEG, at most 10 MiB; raw body)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["expenses.receipt-set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/receipt-upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to upload an expense's receipt of up to 10 MiB straight to storage; then receipt-attach
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["expenses.receipt-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expense/receipt-attach/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach the receipt uploaded with a receipt-upload's link, checked as a receipt sent in the body is
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["expenses.receipt-attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a supplier's invoice: UBL 2.1, CII D16B (application/xml) or Factur-X PDF, at most 5 MiB
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/import-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to upload a supplier's file of up to 5 MiB straight to storage; then import-attach
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.import-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/import-attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the supplier's file uploaded with an import-upload's link, as import takes one in the body
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.import-attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a purchase
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A purchase's file, byte for byte as it came
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List purchases, newest first (filters: status, supplier_id, from, to)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a purchase's line categories and notes (the supplier's figures never change)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["purchases.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/action/{action}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve, partly approve, dispute, suspend or refuse a purchase (with a Reason of the reform)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["purchases.action"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/payment/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment to a supplier (at most what is due)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.payment-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/payment/delete/{id}": {
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
         * Delete a payment to a supplier (a set-off on both sides)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        delete: operations["purchases.payment-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/payment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier payments, newest Date first (filters: supplier_id, purchase_id, from, to)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.payment-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a supplier's credit note off against one of its invoices (what is left is what a transfer pays)
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.settle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/transfer/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a SEPA credit transfer file (pain.001.001.09) paying approved purchases
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.transfer-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/transfer/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A SEPA credit transfer file, as it was made
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.transfer-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/transfer/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List SEPA transfer files, newest first, cancelled ones included
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["purchases.transfer-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/transfer/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel a SEPA credit transfer file, or withdraw the purchases the bank rejected: they owe again
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        put: operations["purchases.transfer-cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/transfer/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the bank's status report (pain.002) of a transfer file: rejected, it is cancelled or its rejected transactions withdrawn
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        post: operations["purchases.transfer-status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog.svc/movements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An inventory entry's stock movements, newest first
         * @description Who: the owner, and staff users with the Expenses tab open.
         */
        get: operations["catalog.movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's audit journal, oldest entry first
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the audit journal: the chain, and every object against its Digest
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["audit.verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/archive/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An issued document's archive: its Factur-X PDF, UBL, CII and lifecycle messages
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["audit.archive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/archive/{type}/{id}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One archived file, byte for byte as it was written
         * @description Who: the account's owner only (a staff user gets 403).
         */
        get: operations["audit.archive-file"];
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
        Error: {
            error: {
                code: string;
                message: string;
                details?: {
                    field?: string;
                    rule?: string;
                    message: string;
                }[];
            };
        };
        JournalEntry: {
            Seq: number;
            /** Format: date-time */
            At: string;
            /** @enum {string} */
            Kind: "invoice.issued" | "creditnote.issued" | "invoice.cancelled" | "payment.recorded" | "payment.deleted" | "export.made" | "lifecycle.deposited" | "lifecycle.issued" | "lifecycle.received" | "lifecycle.made_available" | "lifecycle.in_hand" | "lifecycle.approved" | "lifecycle.partially_approved" | "lifecycle.disputed" | "lifecycle.suspended" | "lifecycle.completed" | "lifecycle.refused" | "lifecycle.payment_sent" | "lifecycle.cashed" | "lifecycle.rejected" | "lifecycle.targeted" | "lifecycle.cancelled" | "lifecycle.routing_error" | "lifecycle.direct_payment_request" | "lifecycle.factored" | "lifecycle.factored_confidential" | "lifecycle.payment_account_changed" | "lifecycle.not_factored";
            Object: {
                [key: string]: string | number;
            };
            Digest: string;
            Previous: string | null;
            Hash: string;
        };
        JournalVerification: {
            Valid: boolean;
            Entries: number;
            Head: string | null;
            Broken?: {
                Seq: number;
                Kind?: string;
                Reason: string;
            };
            Gaps?: {
                After: string;
                Next: string;
            }[];
        };
        Archive: {
            Name: string;
            Type: string;
            Url: string;
        }[];
        BankStatement: {
            statement_id: number;
            /** @enum {string} */
            Status: "processing" | "done";
            Format: string;
            IBAN: string;
            Entries: number;
            Credits: number;
            Matched: number;
            Unmatched: number;
            Duplicates: number;
            Ignored: number;
            PurchasesPaid: number;
            PurchasesReturned: number;
            CreatedAt: string;
        };
        BankEntry: {
            entry_id: number;
            statement_id: number;
            Date: string;
            Amount: number;
            Currency: string;
            Name: string;
            Reference: string;
            BankRef: string;
            /** @enum {string} */
            Status: "matched" | "unmatched" | "ignored";
            Reason: ("no_reference" | "overpayment" | "already_paid" | "cancelled" | "currency" | "not_issued" | "payment_deleted") | null;
            payment_id: number | null;
            Invoice: string | null;
        };
        Category: {
            Name: string;
            Description: string;
            CategoryName: string;
            Price?: number;
            Currency: string;
            Quantity?: number;
            Unit?: number;
            VAT?: number;
            /** @constant */
            isInventory?: true;
            StockQuantity?: number;
            Barcode: string;
            isExpense: boolean;
            Account?: string;
            AllowNegativeStock?: boolean;
            StockAlert?: number;
        };
        ClientRecord: {
            client_id: number;
            CreateDate: string;
            Type: 0 | 1;
            isPrivate: boolean;
            Reference: string;
            /** @enum {string} */
            Folder: "active" | "archived";
            Company: {
                CompanyName: string;
                CompanyTradeName?: string;
                WebSite: string;
                Phone?: string;
                Mobile?: string;
                Fax?: string;
                VATIntra?: string;
            };
            Contacts: {
                Principal: boolean;
                id?: string | null;
                Title?: string;
                FirstName?: string;
                MiddleName?: string;
                LastName?: string;
                Suffix?: string;
                JobTitle?: string;
                Email?: string;
                IM?: string;
                IMType?: string;
                SkypeNB?: string;
                Phone?: string;
                Mobile?: string;
                Fax?: string;
                DueDate?: number | null;
                DueDate_EndOfMonth?: boolean;
                Validity?: number | null;
                General_Discount?: number | null;
            }[];
            Addresses: {
                Principal: boolean;
                id?: string | null;
                Name?: string;
                TradeName?: string;
                Address1?: string;
                Address2?: string;
                City?: string;
                State?: string;
                ZIPCode?: string;
                Country?: string;
                Target_Invoice?: boolean;
                Target_Order?: boolean;
            }[];
            Culture: string;
            Currency: string;
            /** @enum {string} */
            Kind: "business" | "consumer" | "public";
            RegistrationId: string;
            RegistrationScheme: string;
            ElectronicAddress: string;
            ElectronicAddressScheme: string;
            SendDocByEmail: boolean;
            SendDocBySnailMail: boolean;
            Notes: string;
        };
        ClientSummary: {
            client_id: number;
            CreateDate: string;
            Type: 0 | 1;
            isPrivate: boolean;
            Reference: string;
            Company: {
                CompanyName: string;
                WebSite: string;
            };
            Contacts: {
                Principal: boolean;
                id?: string | null;
                Title?: string;
                FirstName?: string;
                MiddleName?: string;
                LastName?: string;
                Suffix?: string;
                JobTitle?: string;
                Email?: string;
                IM?: string;
                IMType?: string;
                SkypeNB?: string;
                Phone?: string;
                Mobile?: string;
                Fax?: string;
                DueDate?: number | null;
                DueDate_EndOfMonth?: boolean;
                Validity?: number | null;
                General_Discount?: number | null;
            }[];
            Addresses: {
                Principal: boolean;
                id?: string | null;
                Name?: string;
                TradeName?: string;
                Address1?: string;
                Address2?: string;
                City?: string;
                State?: string;
                ZIPCode?: string;
                Country?: string;
                Target_Invoice?: boolean;
                Target_Order?: boolean;
            }[];
            SendDocByEmail: boolean;
            SendDocBySnailMail: boolean;
        };
        ListedDirectDebitBatch: {
            batch_id: number;
            Url: string;
            CollectionDate: string;
            Count: number;
            Total: number;
            /** Format: date-time */
            CreateDate: string;
            Collections: {
                Invoice: string;
                Amount: number;
                mandate_id: number;
                RUM: string;
                Scheme: string;
                /** @enum {string} */
                SequenceType: "FRST" | "RCUR" | "OOFF";
            }[];
        };
        DirectDebitBatch: {
            batch_id: number;
            Url: string;
            CollectionDate: string;
            Count: number;
            Total: number;
        };
        DocumentRecord: {
            client_id?: number;
            /** @enum {string} */
            Folder: "active" | "archived";
            General: {
                /** @enum {string} */
                Type: "invoice" | "estimate" | "creditnote" | "deposit";
                Status: string;
                Number: string;
                PONumber: string;
                DateIssue: string;
                DueDate?: string;
                Validity?: string;
                GeneralDiscount: number;
                Description: string;
                Currency: string;
                VATExemptionReason?: string;
                DraftNumber?: string;
                Invoice?: string;
                Estimate?: string;
                Recurring?: string;
                Overdue?: boolean;
                /** Format: date-time */
                ViewedAt?: string;
                Reminders?: boolean;
                LastReminder?: string;
                Missing?: {
                    field: string;
                    why: string;
                }[];
                EInvoiceCheck?: {
                    Valid: boolean;
                    Rules: string[];
                };
                LateFeeFor?: string;
                PaymentReference?: string;
                BuyerReference?: string;
                OrderReference?: string;
                /** @enum {string} */
                OperationCategory?: "goods" | "services" | "mixed";
                VATOnDebits?: boolean;
                /** @enum {string} */
                PaymentMethod?: "bank_transfer" | "card" | "cash" | "check" | "direct_debit" | "sepa_debit" | "other";
                DeliveryDate?: string;
                ExchangeRate?: number;
                Deposits?: string[];
                /** @enum {string} */
                Lifecycle?: "deposited" | "issued" | "received" | "made_available" | "in_hand" | "approved" | "partially_approved" | "disputed" | "suspended" | "completed" | "refused" | "payment_sent" | "cashed" | "rejected" | "targeted" | "cancelled" | "routing_error" | "direct_payment_request" | "factored" | "factored_confidential" | "payment_account_changed" | "not_factored";
            };
            Delivery?: {
                Address1: string;
                Address2: string;
                City: string;
                ZIPCode: string;
                State: string;
                Country: string;
            };
            Client: {
                Reference: string | null;
                ClientName: string;
                ContactName: string | null;
                ContactEmail: string | null;
                ContactAddress: string | null;
                ContactPhoneLine: string | null;
                ContactPhoneCell: string | null;
                ContactPhoneFax: string | null;
            };
            Items: {
                Position: number;
                Reference: string | null;
                Description: string;
                UnitRate: number;
                UnitType: string;
                Quantity: number;
                Discount: number;
                VAT: number;
                /** @enum {string} */
                VATCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                TotalItem: number;
            }[];
            Total: {
                TOTALRAW: number;
                TOTALTAX: {
                    VATPercentage: number;
                    VATValue: number;
                    VATBase: number;
                    /** @enum {string} */
                    VATCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                }[];
                TotalNET: number;
                TotalDiscount: number;
                TotalPaid: number;
                TotalCredited?: number;
                TotalDue?: number;
                TotalDeposits?: number;
                Deposits?: {
                    Number: string;
                    DateIssue: string;
                    Amount: number;
                    TOTALTAX: {
                        VATPercentage: number;
                        /** @enum {string} */
                        VATCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                        VATBase: number;
                        VATValue: number;
                    }[];
                }[];
            };
            Comments: {
                PaymentCondition?: string;
                PaymentEndOfMonth?: boolean;
                Legal?: string;
                Notes?: string;
            };
            Payments: {
                Payment?: {
                    payment_id: number;
                    Amount: number;
                    Date: string;
                    Method: string;
                    Reference: string;
                }[];
            };
        };
        DocumentSummary: {
            client_id?: number;
            /** @enum {string} */
            Type: "invoice" | "estimate" | "creditnote" | "deposit";
            Status: string;
            Number: string;
            PONumber: string;
            DateIssue: string;
            DueDate?: string;
            Description: string;
            GeneralDiscount: number;
            TOTALRAW: number;
            TotalNET: number;
            TotalPaid: number;
            TotalCredited?: number;
            TotalDue?: number;
            ClientName: string;
            ContactName: string;
            Currency: string;
        };
        History: {
            /** Format: date-time */
            at: string;
            user_id: number;
            action: string;
            changes: {
                [key: string]: unknown;
            };
        }[];
        PlatformSettings: {
            /** @enum {string} */
            Provider: "afnor";
            Url: string;
            ClientId: string;
            RoutingAddress: string;
            HasClientSecret: boolean;
            /** @enum {string} */
            Source: "account" | "stage";
        };
        DirectoryLines: {
            Siren: string;
            Siret?: string;
            Name: string;
            RoutingCode?: string;
            ElectronicAddress: string;
            ElectronicAddressScheme: string;
            Platform: string;
            ValidFrom: string;
            ValidTo?: string;
        }[];
        PlatformMessageTaken: {
            Id: string;
            /** @enum {string} */
            Status: "recorded" | "set_aside";
            Reason?: string;
            Repeat: boolean;
        };
        PlatformMessage: {
            Id: string;
            /** @enum {string} */
            Status: "received" | "recorded" | "set_aside";
            Reason?: string;
            Invoice?: string;
            Code?: string;
            /** Format: date-time */
            ReceivedAt: string;
            Xml: string;
        };
        Expense: {
            expense_id: number;
            Date: string;
            Category: string;
            Description: string;
            supplier_id: number | null;
            Currency: string;
            Amount?: number;
            Lines: {
                Description: string;
                Base: number;
                VATPercentage: number;
            }[];
            TotalHT: number;
            TotalVAT: number;
            TOTALTAX: {
                VATCategory?: string;
                VATPercentage: number;
                Base: number;
                VATValue: number;
            }[];
            TotalNET: number;
            Receipt: {
                Type: string;
                Size: number;
            } | null;
            CreatedBy: number;
            /** Format: date-time */
            CreateDate: string;
        };
        Receipt: {
            Type: string;
            Size: number;
        };
        UploadLink: {
            Upload: string;
            /** @constant */
            Method: "PUT";
            Url: string;
            Headers: {
                "Content-Type": string;
                "Content-Length": string;
            };
            /** Format: date-time */
            ExpiresAt: string;
        };
        Mandate: {
            mandate_id: number;
            client_id: number;
            RUM: string;
            IBAN: string;
            BIC: string;
            Name: string;
            SignedAt: string;
            /** @enum {string} */
            Scheme: "CORE" | "B2B";
            /** @enum {string} */
            Type: "recurring" | "oneoff";
            /** @enum {string} */
            Status: "active" | "revoked";
            RevokedAt: string;
            RevokeReason: string;
            Collections: number;
            /** Format: date-time */
            CreateDate: string;
            Consent?: {
                /** Format: date-time */
                At: string;
                IP: string;
                UserAgent: string;
                Page: string;
            };
        };
        PaymentProvider: {
            /** @enum {string} */
            Provider: "stripe";
            PublishableKey: string;
            HasSecretKey: boolean;
            HasWebhookSecret: boolean;
            /** Format: date-time */
            UpdatedAt: string;
        };
        PaymentLink: {
            Url: string;
            /** Format: date-time */
            ExpiresAt: string;
        };
        Refund: {
            refund_id: string;
            payment_id: number;
            Amount: number;
            /** @enum {string} */
            Status: "pending" | "succeeded";
        };
        Payment: {
            payment_id: number;
            Invoice: string;
            client_id?: number;
            Amount: number;
            Currency: string;
            Date: string;
            Method: string;
            Reference: string;
            Notes: string;
            Fee?: number;
            RefundOf?: number;
            /** Format: date-time */
            CreateDate: string;
            /** @enum {string} */
            Folder: "active" | "deleted";
        };
        Profile: {
            LegalName: string;
            TradeName: string;
            LegalForm: string;
            ShareCapital: string;
            Address1: string;
            Address2: string;
            City: string;
            ZIPCode: string;
            State: string;
            Country: string;
            VATIntra: string;
            RegistrationId: string;
            RegistrationScheme: string;
            ElectronicAddress: string;
            ElectronicAddressScheme: string;
            Email: string;
            Phone: string;
            IBAN: string;
            CreditorId: string;
            TimeZone: string;
            BIC: string;
            Currency: string;
            LegalNotes: string;
            VATOnDebits: boolean;
            VATFranchise: boolean;
            DirectDebitNoticeDays: number;
            OnlinePartialPayments: boolean;
            /** @enum {string} */
            Numbering: "at_create" | "at_issue";
            Accounts: {
                Clients: string;
                Sales: string;
                VAT: string;
                Bank: string;
                Suppliers: string;
                DeductibleVAT: string;
            };
            LatePaymentRate: number | null;
            RecoveryIndemnity: number | null;
        };
        ListedPurchasePayment: {
            payment_id: number;
            Date: string;
            Amount: number;
            Method: string;
            Reference: string;
            Settles: number | null;
            Returns: {
                payment_id: number;
                Reason: string;
            } | null;
            purchase_id: number;
            supplier_id: number;
            Number: string;
            /** @enum {string} */
            Type: "invoice" | "creditnote";
            Currency: string;
        };
        Purchase: {
            purchase_id: number;
            supplier_id: number;
            /** @enum {string} */
            Source: "upload" | "platform";
            Syntax: string;
            /** @enum {string} */
            Type: "invoice" | "creditnote";
            TypeCode: string;
            Number: string;
            DateIssue: string;
            DueDate: string | null;
            Currency: string;
            Lines: {
                Position: number;
                Description: string;
                Quantity: number;
                UnitCode: string;
                NetPrice: number;
                LineNet: number;
                VATCategory: string;
                VATPercentage: number;
                Category: string | null;
            }[];
            TotalHT: number;
            TotalVAT: number;
            TOTALTAX: {
                VATCategory?: string;
                VATPercentage: number;
                Base: number;
                VATValue: number;
            }[];
            TotalNET: number;
            Payable: number;
            TotalPaid: number;
            TotalDue: number;
            IBAN: string;
            BIC: string;
            PaymentReference: string;
            Preceding: {
                Number: string;
                DateIssue: string | null;
                purchase_id: number | null;
            }[];
            Validation: {
                Valid: boolean;
                Rules: string[];
                RuleSet: string;
                France?: {
                    Valid: boolean;
                    Rules: string[];
                    RuleSet: string;
                };
            };
            Status: string;
            Reason: string | null;
            Comment: string | null;
            Notes: string;
            History: {
                Status: string;
                Reason: string | null;
                Comment: string | null;
                /** Format: date-time */
                At: string;
                Code: string | null;
                Message: string | null;
            }[];
            Payments: {
                payment_id: number;
                Date: string;
                Amount: number;
                Method: string;
                Reference: string;
                Settles: number | null;
                Returns: {
                    payment_id: number;
                    Reason: string;
                } | null;
            }[];
            transfer_id: number | null;
            /** Format: date-time */
            CreateDate: string;
        };
        Transfer: {
            transfer_id: number;
            Url: string;
            ExecutionDate: string;
            Count: number;
            Total: number;
        };
        ListedTransfer: {
            transfer_id: number;
            Url: string;
            ExecutionDate: string;
            Count: number;
            Total: number;
            /** Format: date-time */
            CreateDate: string;
            CancelledAt: string | null;
            CancelReason: string | null;
            Purchases: {
                purchase_id: number;
                Amount: number;
                Withdrawn: boolean;
                Reason: string | null;
            }[];
        };
        CancelledTransfer: {
            transfer_id: number;
            ExecutionDate: string;
            Count: number;
            Total: number;
            CancelledAt: string | null;
            Purchases: {
                purchase_id: number;
                Status: string;
                transfer_id: number | null;
            }[];
        };
        ShareLink: {
            /** Format: uri */
            url: string;
            /** Format: date-time */
            expires: string;
        };
        StaffUser: {
            user_id: number;
            Email: string;
            Tabs: {
                [key: string]: boolean;
            };
            Clients: number[];
        };
        StaffCreated: {
            user_id: number;
            token: string;
        };
        StockMovement: {
            Date: string;
            Quantity: number;
            Document: string;
            Balance: number;
        };
        Supplier: {
            supplier_id: number;
            Name: string;
            Company: {
                CompanyName: string;
                VATIntra: string;
            };
            RegistrationId: string;
            RegistrationScheme: string;
            ElectronicAddress: string;
            ElectronicAddressScheme: string;
            IBAN: string;
            BIC: string;
            Country: string;
            Currency: string;
            DefaultCategory: string;
            Purchases: number;
            /** Format: date-time */
            CreateDate: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "clients.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Reference": "ACME",
                 *       "Culture": "fr-FR",
                 *       "Currency": "EUR",
                 *       "Company": {
                 *         "CompanyName": "Acme SAS",
                 *         "VATIntra": "FR44732829320"
                 *       },
                 *       "Contacts": [
                 *         {
                 *           "Principal": true,
                 *           "FirstName": "Louise",
                 *           "LastName": "Martin",
                 *           "Email": "louise@acme.example",
                 *           "DueDate": 30
                 *         }
                 *       ],
                 *       "Addresses": [
                 *         {
                 *           "Principal": true,
                 *           "Address1": "5 place Bellecour",
                 *           "City": "Lyon",
                 *           "ZIPCode": "69002",
                 *           "Country": "FR"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    client_id?: unknown;
                    CreateDate?: unknown;
                    Type?: unknown;
                    isPrivate?: unknown;
                    Reference?: string;
                    Culture?: string;
                    Currency?: string;
                    /** @enum {string} */
                    Kind?: "business" | "consumer" | "public";
                    RegistrationId?: string;
                    RegistrationScheme?: string;
                    ElectronicAddress?: string | null;
                    ElectronicAddressScheme?: string;
                    SendDocByEmail?: boolean;
                    SendDocBySnailMail?: boolean;
                    Notes?: string | null;
                    /** @enum {string} */
                    Folder?: "active" | "archived";
                    Company?: {
                        CompanyName?: string | null;
                        CompanyTradeName?: string | null;
                        WebSite?: string | null;
                        Phone?: string | null;
                        Mobile?: string | null;
                        Fax?: string | null;
                        VATIntra?: string | null;
                    } | null;
                    Contacts?: {
                        id?: string;
                        Principal?: boolean;
                        Title?: string | null;
                        FirstName?: string | null;
                        MiddleName?: string | null;
                        LastName?: string | null;
                        Suffix?: string | null;
                        JobTitle?: string | null;
                        Email?: string | null;
                        IM?: string | null;
                        IMType?: string | null;
                        SkypeNB?: string | null;
                        Phone?: string | null;
                        Mobile?: string | null;
                        Fax?: string | null;
                        DueDate?: number;
                        DueDate_EndOfMonth?: boolean;
                        Validity?: number;
                        General_Discount?: number;
                    }[];
                    Addresses?: {
                        id?: string;
                        Principal?: boolean;
                        Name?: string | null;
                        TradeName?: string | null;
                        Address1?: string | null;
                        Address2?: string | null;
                        City?: string | null;
                        State?: string | null;
                        ZIPCode?: string | null;
                        Country?: string | null;
                        Target_Invoice?: boolean;
                        Target_Order?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "clients.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientRecord"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "clients.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Notes": "Pays by transfer, 30 days.",
                 *       "Company": {
                 *         "WebSite": "https://acme.example"
                 *       }
                 *     }
                 */
                "application/json": {
                    client_id?: unknown;
                    CreateDate?: unknown;
                    Type?: unknown;
                    isPrivate?: unknown;
                    Reference?: string;
                    Culture?: string;
                    Currency?: string;
                    /** @enum {string} */
                    Kind?: "business" | "consumer" | "public";
                    RegistrationId?: string;
                    RegistrationScheme?: string;
                    ElectronicAddress?: string | null;
                    ElectronicAddressScheme?: string;
                    SendDocByEmail?: boolean;
                    SendDocBySnailMail?: boolean;
                    Notes?: string | null;
                    /** @enum {string} */
                    Folder?: "active" | "archived";
                    Company?: {
                        CompanyName?: string | null;
                        CompanyTradeName?: string | null;
                        WebSite?: string | null;
                        Phone?: string | null;
                        Mobile?: string | null;
                        Fax?: string | null;
                        VATIntra?: string | null;
                    } | null;
                    Contacts?: {
                        id?: string;
                        Principal?: boolean;
                        Title?: string | null;
                        FirstName?: string | null;
                        MiddleName?: string | null;
                        LastName?: string | null;
                        Suffix?: string | null;
                        JobTitle?: string | null;
                        Email?: string | null;
                        IM?: string | null;
                        IMType?: string | null;
                        SkypeNB?: string | null;
                        Phone?: string | null;
                        Mobile?: string | null;
                        Fax?: string | null;
                        DueDate?: number;
                        DueDate_EndOfMonth?: boolean;
                        Validity?: number;
                        General_Discount?: number;
                    }[];
                    Addresses?: {
                        id?: string;
                        Principal?: boolean;
                        Name?: string | null;
                        TradeName?: string | null;
                        Address1?: string | null;
                        Address2?: string | null;
                        City?: string | null;
                        State?: string | null;
                        ZIPCode?: string | null;
                        Country?: string | null;
                        Target_Invoice?: boolean;
                        Target_Order?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example True */
                    "text/plain": "True";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "clients.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "clients.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                folder?: "active" | "archived" | "deleted";
                organization?: string;
                email?: string;
                contact?: string;
                notes?: string;
                address?: string;
                country?: string;
                city?: string;
                created_from?: string;
                created_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientSummary"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "estimate" | "creditnote";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "DefaultValueUse": true,
                 *       "General": {
                 *         "DateIssue": "2026-11-24",
                 *         "OperationCategory": "services"
                 *       },
                 *       "Client": {
                 *         "Reference": "ACME"
                 *       },
                 *       "Items": [
                 *         {
                 *           "Description": "Consulting",
                 *           "UnitRate": 750,
                 *           "Quantity": 2,
                 *           "UnitType": "day",
                 *           "VAT": 20
                 *         },
                 *         {
                 *           "Description": "Travel",
                 *           "UnitRate": 86.4,
                 *           "Quantity": 1,
                 *           "Discount": 10,
                 *           "VAT": 20
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    DefaultValueUse?: boolean;
                    /** @enum {string} */
                    Folder?: "active" | "archived";
                    General?: {
                        /** @enum {string} */
                        Type?: "invoice" | "estimate" | "creditnote" | "deposit";
                        Status?: string;
                        Number?: string;
                        PONumber?: string | null;
                        DateIssue?: string;
                        DueDate?: string | null;
                        Validity?: string | null;
                        GeneralDiscount?: number | string;
                        Description?: string | null;
                        VATExemptionReason?: (string | null) | null;
                        Currency?: string;
                        Invoice?: string;
                        Estimate?: unknown;
                        Recurring?: unknown;
                        Overdue?: unknown;
                        ViewedAt?: unknown;
                        Reminders?: boolean;
                        LastReminder?: unknown;
                        Missing?: unknown;
                        EInvoiceCheck?: unknown;
                        LateFeeFor?: unknown;
                        PaymentReference?: string;
                        BuyerReference?: string | null;
                        OrderReference?: string | null;
                        /** @enum {string} */
                        OperationCategory?: "goods" | "services" | "mixed";
                        VATOnDebits?: boolean;
                        /** @enum {string} */
                        PaymentMethod?: "bank_transfer" | "card" | "cash" | "check" | "direct_debit" | "sepa_debit" | "other";
                        DeliveryDate?: string | null;
                        ExchangeRate?: (number | string) | null;
                        Lifecycle?: unknown;
                        Deposits?: string[] | null;
                    };
                    Delivery?: {
                        Address1?: string | null;
                        Address2?: string | null;
                        City?: string | null;
                        ZIPCode?: string | null;
                        State?: string | null;
                        Country?: string;
                    } | null;
                    Client?: {
                        Reference?: string | null;
                        ClientName?: string | null;
                        ContactName?: string | null;
                        ContactEmail?: string | null;
                        ContactAddress?: string | null;
                        ContactPhoneLine?: string | null;
                        ContactPhoneCell?: string | null;
                        ContactPhoneFax?: string | null;
                    };
                    Items?: {
                        Position?: number;
                        Reference?: string | null;
                        Description: string | null;
                        UnitRate: number | string;
                        UnitType?: string | null;
                        Quantity: number | string;
                        Discount?: number | string;
                        VAT?: number | string;
                        /** @enum {string} */
                        VATCategory?: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                        TotalItem?: unknown;
                    }[];
                    Comments?: {
                        PaymentCondition?: string | null;
                        PaymentEndOfMonth?: boolean | null;
                        Legal?: string | null;
                        Notes?: string | null;
                    } | null;
                    client_id?: number | null;
                    Total?: unknown;
                    Payments?: unknown;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRecord"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "General": {
                 *         "Status": "sent"
                 *       }
                 *     }
                 */
                "application/json": {
                    DefaultValueUse?: boolean;
                    /** @enum {string} */
                    Folder?: "active" | "archived";
                    General?: {
                        /** @enum {string} */
                        Type?: "invoice" | "estimate" | "creditnote" | "deposit";
                        Status?: string;
                        Number?: string;
                        PONumber?: string | null;
                        DateIssue?: string;
                        DueDate?: string | null;
                        Validity?: string | null;
                        GeneralDiscount?: number | string;
                        Description?: string | null;
                        VATExemptionReason?: (string | null) | null;
                        Currency?: string;
                        Invoice?: string;
                        Estimate?: unknown;
                        Recurring?: unknown;
                        Overdue?: unknown;
                        ViewedAt?: unknown;
                        Reminders?: boolean;
                        LastReminder?: unknown;
                        Missing?: unknown;
                        EInvoiceCheck?: unknown;
                        LateFeeFor?: unknown;
                        PaymentReference?: string;
                        BuyerReference?: string | null;
                        OrderReference?: string | null;
                        /** @enum {string} */
                        OperationCategory?: "goods" | "services" | "mixed";
                        VATOnDebits?: boolean;
                        /** @enum {string} */
                        PaymentMethod?: "bank_transfer" | "card" | "cash" | "check" | "direct_debit" | "sepa_debit" | "other";
                        DeliveryDate?: string | null;
                        ExchangeRate?: (number | string) | null;
                        Lifecycle?: unknown;
                        Deposits?: string[] | null;
                    };
                    Delivery?: {
                        Address1?: string | null;
                        Address2?: string | null;
                        City?: string | null;
                        ZIPCode?: string | null;
                        State?: string | null;
                        Country?: string;
                    } | null;
                    Client?: {
                        Reference?: string | null;
                        ClientName?: string | null;
                        ContactName?: string | null;
                        ContactEmail?: string | null;
                        ContactAddress?: string | null;
                        ContactPhoneLine?: string | null;
                        ContactPhoneCell?: string | null;
                        ContactPhoneFax?: string | null;
                    };
                    Items?: {
                        Position?: number;
                        Reference?: string | null;
                        Description: string | null;
                        UnitRate: number | string;
                        UnitType?: string | null;
                        Quantity: number | string;
                        Discount?: number | string;
                        VAT?: number | string;
                        /** @enum {string} */
                        VATCategory?: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                        TotalItem?: unknown;
                    }[];
                    Comments?: {
                        PaymentCondition?: string | null;
                        PaymentEndOfMonth?: boolean | null;
                        Legal?: string | null;
                        Notes?: string | null;
                    } | null;
                    client_id?: number | null;
                    Total?: unknown;
                    Payments?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example True */
                    "text/plain": "True";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                folder?: "active" | "archived" | "deleted";
                client_id?: string;
                date_from?: string;
                date_to?: string;
                recurring?: string;
                status?: "draft" | "sent" | "partial" | "paid" | "cancelled" | "accepted" | "declined" | "overdue";
            };
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSummary"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description Shown in the browser, under a file name: `inline; filename="invoice-INV-0001.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.issue": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.invoice-estimate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.send": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Email_TO": "louise@acme.example",
                 *       "Email_CC": "accounts@acme.example",
                 *       "AttachUBL": true
                 *     }
                 */
                "application/json": {
                    Email_TO?: string | null;
                    Email_CC?: string | null;
                    Email_BCC?: string | null;
                    Subject?: string | null;
                    Body?: string | null;
                    AttachInvoicePDF?: boolean;
                    AttachSalesTerms?: boolean;
                    AttachUBL?: boolean;
                    IncludeLink?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.ubl": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.cii": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.peppol": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.transmit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.lifecycle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Status": "approved",
                 *       "At": "2026-11-25T09:30:00+01:00",
                 *       "Reason": "Bon pour paiement"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Status: "deposited" | "issued" | "received" | "made_available" | "in_hand" | "approved" | "partially_approved" | "disputed" | "suspended" | "completed" | "refused" | "payment_sent" | "cashed" | "rejected" | "targeted" | "cancelled" | "routing_error" | "direct_payment_request" | "factored" | "factored_confidential" | "payment_account_changed" | "not_factored";
                    At?: string;
                    Reason?: string | null;
                    Amount?: number | string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.platform-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformSettings"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.platform-put": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Provider": "afnor",
                 *       "Url": "https://api.pa.example/",
                 *       "ClientId": "atelier-exemple",
                 *       "ClientSecret": "a-secret",
                 *       "RoutingAddress": "303265045"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Provider?: "afnor";
                    Url: string | null;
                    ClientId?: string | null;
                    ClientSecret?: string | null;
                    RoutingAddress?: string | null;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformSettings"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.platform-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "platform.messages-list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                status?: "set_aside" | "recorded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformMessage"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "platform.messages-receive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 0.25 MiB). */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformMessageTaken"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "directory.search": {
        parameters: {
            query?: {
                siren?: string;
                siret?: string;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectoryLines"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "clients.directory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example True */
                    "text/plain": "True";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.share": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "days": 30
                 *     }
                 */
                "application/json": {
                    /** @default 90 */
                    days?: number;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.unshare": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "pages.view": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "pages.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description Shown in the browser, under a file name: `inline; filename="invoice-INV-0001.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "pages.ubl": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "pages.cii": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "pages.accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    form_token: string;
                };
            };
        };
        responses: {
            /** @description Done: back to the page, which shows the choice. */
            303: {
                headers: {
                    /** @description The page. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "pages.decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    form_token: string;
                };
            };
        };
        responses: {
            /** @description Done: back to the page, which shows the choice. */
            303: {
                headers: {
                    /** @description The page. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "catalog.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Name": "Consulting day",
                 *       "Type": "service",
                 *       "Price": 750,
                 *       "Currency": "EUR",
                 *       "VAT": 20,
                 *       "CategoryName": "Services"
                 *     }
                 */
                "application/json": {
                    Name: string;
                    isInventory?: boolean;
                    Type?: string | null;
                    Description?: string | null;
                    CategoryName?: string | null;
                    Price?: number | string;
                    Currency?: string;
                    Quantity?: number | string;
                    Unit?: number;
                    isTaxable?: boolean;
                    VAT?: number | string;
                    IsInventory?: boolean;
                    StockQuantity?: number;
                    Barcode?: string | null;
                    isExpense?: boolean;
                    Account?: string;
                    AllowNegativeStock?: boolean;
                    StockAlert?: number | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example True */
                    "text/plain": "True";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Price": 800
                 *     }
                 */
                "application/json": {
                    Name?: string;
                    isInventory?: boolean;
                    Type?: string | null;
                    Description?: string | null;
                    CategoryName?: string | null;
                    Price?: number | string;
                    Currency?: string;
                    Quantity?: number | string;
                    Unit?: number;
                    isTaxable?: boolean;
                    VAT?: number | string;
                    IsInventory?: boolean;
                    StockQuantity?: number;
                    Barcode?: string | null;
                    isExpense?: boolean;
                    Account?: string;
                    AllowNegativeStock?: boolean;
                    StockAlert?: number | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example True */
                    "text/plain": "True";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                folder?: "active" | "deleted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.filter": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                folder?: "active" | "deleted";
            };
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Type": "service",
                 *       "Price_Low": 100,
                 *       "Price_High": 1000
                 *     }
                 */
                "application/json": {
                    Type?: string;
                    Name?: string;
                    Description?: string;
                    Price_Low?: number | string;
                    Price_High?: number | string;
                    Quantity_Low?: number | string;
                    Quantity_High?: number | string;
                    Stock_Low?: number;
                    Stock_High?: number;
                    VAT?: number | string;
                    Inventory_Checked?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "staff.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Email": "sam@atelier.example",
                 *       "Tabs": {
                 *         "Estimates": true,
                 *         "Invoices": true,
                 *         "Expenses": false
                 *       },
                 *       "Clients": [
                 *         1,
                 *         2
                 *       ]
                 *     }
                 */
                "application/json": {
                    Email: string | null;
                    Tabs?: {
                        Estimates?: boolean;
                        Invoices?: boolean;
                        Expenses?: boolean;
                    };
                    Clients?: number[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffCreated"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "staff.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Tabs": {
                 *         "Invoices": false
                 *       }
                 *     }
                 */
                "application/json": {
                    Email?: string | null;
                    Tabs?: {
                        Estimates?: boolean;
                        Invoices?: boolean;
                        Expenses?: boolean;
                    };
                    Clients?: number[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUser"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "staff.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUser"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "staff.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Invoice": "INV-0001",
                 *       "Amount": 1500,
                 *       "Date": "2026-12-10",
                 *       "Method": "bank_transfer",
                 *       "Reference": "VIR 4411"
                 *     }
                 */
                "application/json": {
                    Invoice: string;
                    Amount: number | string;
                    Date?: string;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    Method?: "bank_transfer" | "card" | "cash" | "check" | "direct_debit" | "sepa_debit" | "other";
                    Reference?: string | null;
                    Notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                folder?: "active" | "deleted";
                invoice?: string;
                client_id?: string;
                date_from?: string;
                date_to?: string;
                method?: "bank_transfer" | "card" | "cash" | "check" | "direct_debit" | "sepa_debit" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.profile-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.profile-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "LegalName": "Atelier Exemple SAS",
                 *       "Address1": "12 rue de Rivoli",
                 *       "City": "Paris",
                 *       "ZIPCode": "75004",
                 *       "Country": "FR",
                 *       "VATIntra": "FR40303265045",
                 *       "RegistrationId": "303265045",
                 *       "RegistrationScheme": "0002",
                 *       "IBAN": "FR7630006000011234567890189",
                 *       "BIC": "AGRIFRPP"
                 *     }
                 */
                "application/json": {
                    LegalName?: string | null;
                    TradeName?: string | null;
                    Address1?: string | null;
                    Address2?: string | null;
                    City?: string | null;
                    ZIPCode?: string | null;
                    State?: string | null;
                    Country?: string;
                    VATIntra?: string;
                    RegistrationId?: string;
                    RegistrationScheme?: string;
                    ElectronicAddress?: string | null;
                    ElectronicAddressScheme?: string;
                    LegalForm?: string | null;
                    ShareCapital?: string | null;
                    VATFranchise?: boolean;
                    VATOnDebits?: boolean;
                    /** Format: email */
                    Email?: string;
                    Phone?: string | null;
                    IBAN?: string;
                    BIC?: string;
                    CreditorId?: string;
                    DirectDebitNoticeDays?: number;
                    OnlinePartialPayments?: boolean;
                    /** @enum {string} */
                    Numbering?: "at_create" | "at_issue";
                    Currency?: string;
                    LegalNotes?: string | null;
                    TimeZone?: string;
                    Accounts?: {
                        Clients?: string;
                        Sales?: string;
                        VAT?: string;
                        Bank?: string;
                        Suppliers?: string;
                        DeductibleVAT?: string;
                    };
                    LatePaymentRate?: (number | string) | null;
                    RecoveryIndemnity?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.profile-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Country: string;
                        Missing: {
                            field: string;
                            why: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.logo-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, as uploaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.logo-set": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 0.5 MiB). */
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Type: "image/png" | "image/jpeg";
                        Width: number;
                        Height: number;
                        Bytes: number;
                        Hash: string;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.logo-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.clock-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        now: string;
                        simulated: boolean;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.clock-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "now": "2027-01-10T09:00:00Z"
                 *     }
                 */
                "application/json": {
                    now: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        now: string;
                        simulated: boolean;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.reminders-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Enabled: boolean;
                        Days: number[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.reminders-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Enabled": true,
                 *       "Days": [
                 *         -3,
                 *         7,
                 *         30
                 *       ]
                 *     }
                 */
                "application/json": {
                    Enabled?: boolean;
                    Days?: number[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Enabled: boolean;
                        Days: number[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reminders.remind": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "latefees.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Date": "2027-02-15"
                 *     }
                 */
                "application/json": {
                    Date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statements.get": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client_id: number;
                        From: string;
                        To: string;
                        Currencies: {
                            Currency: string;
                            OpeningBalance: number;
                            Lines: {
                                Date: string;
                                /** @enum {string} */
                                Type: "invoice" | "creditnote" | "payment";
                                Number?: string;
                                payment_id?: number;
                                Debit: number;
                                Credit: number;
                                Balance: number;
                            }[];
                            ClosingBalance: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statements.pdf": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description Shown in the browser, under a file name: `inline; filename="invoice-INV-0001.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.import": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 5 MiB). */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
                "text/csv": string;
            };
        };
        responses: {
            /** @description Taken: the work goes on. The record as it stands; `Location` is where to follow it. */
            202: {
                headers: {
                    /** @description Where to follow the work. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.statement": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.entries": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                status?: "matched" | "unmatched" | "ignored";
                statement_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankEntry"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.entry": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankEntry"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.match": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Invoice": "INV-0001"
                 *     }
                 */
                "application/json": {
                    Invoice: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankEntry"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bank.ignore": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankEntry"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "report.receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        AsOf: string;
                        Pending: boolean;
                        /** Format: date-time */
                        FreshAsOf: string;
                        Currencies: {
                            Currency: string;
                            Clients: {
                                client_id: number | null;
                                Name: string;
                                Current: number;
                                Days1To30: number;
                                Days31To60: number;
                                Days61To90: number;
                                Over90: number;
                                Total: number;
                            }[];
                            Totals: {
                                Current: number;
                                Days1To30: number;
                                Days31To60: number;
                                Days61To90: number;
                                Over90: number;
                                Total: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "report.payables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        AsOf: string;
                        Pending: boolean;
                        /** Format: date-time */
                        FreshAsOf: string;
                        Currencies: {
                            Currency: string;
                            Suppliers: {
                                supplier_id: number;
                                Name: string;
                                Current: number;
                                Days1To30: number;
                                Days31To60: number;
                                Days61To90: number;
                                Over90: number;
                                Total: number;
                            }[];
                            Totals: {
                                Current: number;
                                Days1To30: number;
                                Days31To60: number;
                                Days61To90: number;
                                Over90: number;
                                Total: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "report.vat": {
        parameters: {
            query: {
                from: string;
                to: string;
                basis: "invoices" | "payments";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        From: string;
                        To: string;
                        /** @enum {string} */
                        Basis: "invoices" | "payments";
                        Pending: boolean;
                        /** Format: date-time */
                        FreshAsOf: string;
                        Currencies: {
                            Currency: string;
                            Rates: {
                                /** @enum {string} */
                                VATCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                                VATPercentage: number;
                                Base: number;
                                VAT: number;
                            }[];
                            TotalBase: number;
                            TotalVAT: number;
                            Deductible: {
                                /** @enum {string} */
                                VATCategory: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                                VATPercentage: number;
                                Base: number;
                                VAT: number;
                            }[];
                            DeductibleVAT: number;
                            VATDue: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "report.revenue": {
        parameters: {
            query: {
                from: string;
                to: string;
                group: "month" | "client";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        From: string;
                        To: string;
                        /** @enum {string} */
                        Group: "month" | "client";
                        Pending: boolean;
                        /** Format: date-time */
                        FreshAsOf: string;
                        Currencies: {
                            Currency: string;
                            Groups: {
                                Month?: string;
                                client_id?: number | null;
                                TotalHT: number;
                                TotalVAT: number;
                                TotalNET: number;
                                Invoices: number;
                                CreditNotes: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "export.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Kind": "fec",
                 *       "From": "2026-01-01",
                 *       "To": "2026-12-31"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Kind: "fec" | "invoices_csv" | "payments_csv" | "audit";
                    From: string;
                    To: string;
                };
            };
        };
        responses: {
            /** @description Taken: the work goes on. The record as it stands; `Location` is where to follow it. */
            202: {
                headers: {
                    /** @description Where to follow the work. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export_id: number;
                        /** @enum {string} */
                        Kind: "fec" | "invoices_csv" | "payments_csv" | "audit";
                        From: string;
                        To: string;
                        /** @enum {string} */
                        Status: "running" | "done" | "failed";
                        Rows: number;
                        Skipped: number;
                        FileName: string;
                        Url: string | null;
                        /** Format: date-time */
                        CreatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "export.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export_id: number;
                        /** @enum {string} */
                        Kind: "fec" | "invoices_csv" | "payments_csv" | "audit";
                        From: string;
                        To: string;
                        /** @enum {string} */
                        Status: "running" | "done" | "failed";
                        Rows: number;
                        Skipped: number;
                        FileName: string;
                        Url: string | null;
                        /** Format: date-time */
                        CreatedAt: string;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Name": "Monthly maintenance",
                 *       "Client": {
                 *         "Reference": "ACME"
                 *       },
                 *       "Frequency": "monthly",
                 *       "StartDate": "2027-01-01",
                 *       "DueDays": 30,
                 *       "Send": "email",
                 *       "Items": [
                 *         {
                 *           "Description": "Maintenance",
                 *           "UnitRate": 300,
                 *           "Quantity": 1,
                 *           "VAT": 20
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    Client: {
                        Reference: string;
                    };
                    Name?: string | null;
                    /** @enum {string} */
                    Frequency: "weekly" | "monthly" | "quarterly" | "yearly";
                    Interval?: number;
                    StartDate: string;
                    EndDate?: string;
                    Occurrences?: number;
                    DueDays?: number;
                    /** @enum {string} */
                    Send?: "draft" | "email";
                    Currency?: string;
                    GeneralDiscount?: number | string;
                    Comments?: {
                        PaymentCondition?: string | null;
                        PaymentEndOfMonth?: boolean | null;
                        Legal?: string | null;
                        Notes?: string | null;
                    };
                    Items: {
                        Position?: number;
                        Reference?: string | null;
                        Description: string | null;
                        UnitRate: number | string;
                        UnitType?: string | null;
                        Quantity: number | string;
                        Discount?: number | string;
                        VAT?: number | string;
                        /** @enum {string} */
                        VATCategory?: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                        TotalItem?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recurring_id: string;
                        client_id: number;
                        Client: {
                            Reference: string;
                        };
                        Name: string;
                        /** @enum {string} */
                        Frequency: "weekly" | "monthly" | "quarterly" | "yearly";
                        Interval: number;
                        StartDate: string;
                        EndDate?: string;
                        Occurrences?: number;
                        DueDays: number;
                        /** @enum {string} */
                        Send: "draft" | "email";
                        Currency?: string;
                        GeneralDiscount?: number;
                        Comments: {
                            [key: string]: unknown;
                        };
                        Items: {
                            [key: string]: unknown;
                        }[];
                        /** @enum {string} */
                        Status: "active" | "paused" | "finished";
                        NextDate: string | null;
                        Count: number;
                        LastInvoice: string | null;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Send": "draft",
                 *       "EndDate": "2027-12-31"
                 *     }
                 */
                "application/json": {
                    Name?: string | null;
                    /** @enum {string} */
                    Frequency?: "weekly" | "monthly" | "quarterly" | "yearly";
                    Interval?: number;
                    EndDate?: string | null;
                    Occurrences?: number | null;
                    DueDays?: number;
                    /** @enum {string} */
                    Send?: "draft" | "email";
                    Currency?: string;
                    GeneralDiscount?: number | string;
                    Comments?: {
                        PaymentCondition?: string | null;
                        PaymentEndOfMonth?: boolean | null;
                        Legal?: string | null;
                        Notes?: string | null;
                    };
                    Items?: {
                        Position?: number;
                        Reference?: string | null;
                        Description: string | null;
                        UnitRate: number | string;
                        UnitType?: string | null;
                        Quantity: number | string;
                        Discount?: number | string;
                        VAT?: number | string;
                        /** @enum {string} */
                        VATCategory?: "S" | "Z" | "E" | "AE" | "K" | "G" | "O" | "L" | "M";
                        TotalItem?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.pause": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.resume": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recurring.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                client_id?: string;
                status?: "active" | "paused" | "finished";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recurring_id: string;
                        client_id: number;
                        Client: {
                            Reference: string;
                        };
                        Name: string;
                        /** @enum {string} */
                        Frequency: "weekly" | "monthly" | "quarterly" | "yearly";
                        Interval: number;
                        StartDate: string;
                        EndDate?: string;
                        Occurrences?: number;
                        DueDays: number;
                        /** @enum {string} */
                        Send: "draft" | "email";
                        Currency?: string;
                        GeneralDiscount?: number;
                        Comments: {
                            [key: string]: unknown;
                        };
                        Items: {
                            [key: string]: unknown;
                        }[];
                        /** @enum {string} */
                        Status: "active" | "paused" | "finished";
                        NextDate: string | null;
                        Count: number;
                        LastInvoice: string | null;
                    }[];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "callbacks.xml-in": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description An xml-in `<request method="...">`, sent as the raw body. */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
            };
        };
        responses: {
            /** @description The xml-in answer: `<response status="ok">` or `status="fail"`. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
        };
    };
    "reference.openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reference.docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reference.renderer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "scalar.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "suppliers.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Name": "Papeterie Martin",
                 *       "Company": {
                 *         "CompanyName": "Papeterie Martin SARL",
                 *         "VATIntra": "FR40303265045"
                 *       },
                 *       "RegistrationId": "303265045",
                 *       "RegistrationScheme": "0002",
                 *       "IBAN": "FR7630001007941234567890185",
                 *       "BIC": "BDFEFRPP",
                 *       "Country": "FR",
                 *       "Currency": "EUR"
                 *     }
                 */
                "application/json": {
                    Name: string | null;
                    Company?: {
                        CompanyName?: string | null;
                        VATIntra?: string | null;
                    };
                    RegistrationId?: string;
                    RegistrationScheme?: string;
                    ElectronicAddress?: string | null;
                    ElectronicAddressScheme?: string;
                    IBAN?: string;
                    BIC?: string;
                    Country?: string;
                    Currency?: string;
                    DefaultCategory?: string | null;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "suppliers.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "suppliers.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Currency": "EUR"
                 *     }
                 */
                "application/json": {
                    Name?: string | null;
                    Company?: {
                        CompanyName?: string | null;
                        VATIntra?: string | null;
                    };
                    RegistrationId?: string;
                    RegistrationScheme?: string;
                    ElectronicAddress?: string | null;
                    ElectronicAddressScheme?: string;
                    IBAN?: string;
                    BIC?: string;
                    Country?: string;
                    Currency?: string;
                    DefaultCategory?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "suppliers.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "suppliers.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "mandates.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Client": 1,
                 *       "IBAN": "DE89370400440532013000",
                 *       "BIC": "COBADEFFXXX",
                 *       "Name": "Payeur SARL",
                 *       "SignedAt": "2026-03-01",
                 *       "Scheme": "CORE",
                 *       "Type": "recurring"
                 *     }
                 */
                "application/json": {
                    Client: number;
                    IBAN: string;
                    BIC?: string;
                    Name: string | null;
                    SignedAt: string;
                    /** @enum {string} */
                    Scheme: "CORE" | "B2B";
                    /** @enum {string} */
                    Type: "recurring" | "oneoff";
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "mandates.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "mandates.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "mandates.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mandate"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "mandates.pdf": {
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
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description Shown in the browser, under a file name: `inline; filename="invoice-INV-0001.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "directdebit.batch-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "CollectionDate": "2026-04-15"
                 *     }
                 */
                "application/json": {
                    CollectionDate: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectDebitBatch"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "directdebit.batch-get": {
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
            /** @description The file, byte for byte as it was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "directdebit.batch-list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListedDirectDebitBatch"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "pages.mandate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    form_token: string;
                    name: string | null;
                    iban: string;
                    /** @constant */
                    consent: "yes";
                };
            };
        };
        responses: {
            /** @description Done: back to the page, which shows the choice. */
            303: {
                headers: {
                    /** @description The page. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "account.payments-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProvider"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.payments-put": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Provider": "stripe",
                 *       "PublishableKey": "pk_test_51Example",
                 *       "SecretKey": "sk_test_51Example",
                 *       "WebhookSecret": "whsec_Example"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Provider: "stripe";
                    PublishableKey: string | null;
                    SecretKey: string;
                    WebhookSecret: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProvider"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "account.payments-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "documents.paylink": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "pages.pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On to the payment provider's checkout. */
            303: {
                headers: {
                    /** @description The provider's checkout page. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    "provider.webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        handled: boolean;
                    };
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments.refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Amount": 40
                 *     }
                 */
                "application/json": {
                    Amount?: number | string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Date": "2026-03-03",
                 *       "Category": "Repas",
                 *       "Description": "Déjeuner client",
                 *       "Currency": "EUR",
                 *       "Amount": 64.9,
                 *       "VAT": 10
                 *     }
                 */
                "application/json": {
                    Date: string;
                    Category: string | null;
                    Description?: string | null;
                    Supplier?: (number | string) | null;
                    Currency?: string;
                    Amount?: number | string;
                    VAT?: number | string;
                    Lines?: {
                        Description?: string | null;
                        Base: number | string;
                        VATPercentage: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Description": "Déjeuner client (2 couverts)"
                 *     }
                 */
                "application/json": {
                    Date?: string;
                    Category?: string | null;
                    Description?: string | null;
                    Supplier?: (number | string) | null;
                    Currency?: string;
                    Amount?: number | string;
                    VAT?: number | string;
                    Lines?: {
                        Description?: string | null;
                        Base: number | string;
                        VATPercentage: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                category?: string;
                supplier_id?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.receipt-get": {
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
            /** @description The file, byte for byte as it was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description A file larger than a function answers (over 4 MiB): `Location` is a link that reads it, byte for byte, for 15 minutes, without credentials. */
            307: {
                headers: {
                    /** @description The link to the file. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.receipt-set": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 10 MiB). */
        requestBody: {
            content: {
                "application/pdf": string;
                "image/png": string;
                "image/jpeg": string;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.receipt-upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Type": "application/pdf",
                 *       "Size": 7340032
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Type: "application/pdf" | "image/png" | "image/jpeg";
                    Size: number;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadLink"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "expenses.receipt-attach": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Upload": "q3x8TzV0bW9sZWN1bGVzAA"
                 *     }
                 */
                "application/json": {
                    Upload: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.import": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 5 MiB). */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
                "application/pdf": string;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.import-upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Type": "application/pdf",
                 *       "Size": 5000000
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Type: "application/xml" | "text/xml" | "application/pdf";
                    Size: number;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadLink"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.import-attach": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Upload": "q3x8TzV0bW9sZWN1bGVzAA"
                 *     }
                 */
                "application/json": {
                    Upload: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.get": {
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
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.file": {
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
            /** @description The file, byte for byte as it was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                    "text/xml": string;
                    "application/pdf": string;
                };
            };
            /** @description A file larger than a function answers (over 4 MiB): `Location` is a link that reads it, byte for byte, for 15 minutes, without credentials. */
            307: {
                headers: {
                    /** @description The link to the file. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                status?: "received" | "approved" | "partly_approved" | "disputed" | "suspended" | "refused" | "payment_sent" | "paid";
                supplier_id?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Lines": [
                 *         {
                 *           "Category": "Fournitures"
                 *         }
                 *       ],
                 *       "Notes": "Vérifiée"
                 *     }
                 */
                "application/json": {
                    Lines?: {
                        Position?: number;
                        id?: unknown;
                        Category?: (string | null) | null;
                    }[];
                    Notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.action": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                action: "approve" | "partly_approve" | "dispute" | "suspend" | "refuse";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Reason": "QTE_ERR",
                 *       "Comment": "Quantité livrée : 8"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    Reason?: "AUTRE" | "CMD_ERR" | "SIRET_ERR" | "CODE_ROUTAGE_ERR" | "REF_CT_ABSENT" | "REF_ERR" | "PU_ERR" | "REM_ERR" | "QTE_ERR" | "ART_ERR" | "MODPAI_ERR" | "QUALITE_ERR" | "LIVR_INCOMP" | "COORD_BANC_ERR" | "TX_TVA_ERR" | "MONTANTTOTAL_ERR" | "CALCUL_ERR" | "NON_CONFORME" | "DOUBLON" | "DEST_INC" | "DEST_ERR" | "TRANSAC_INC" | "EMMET_INC" | "CONTRAT_TERM" | "DOUBLE_FACT" | "ADR_ERR" | "JUSTIF_ABS";
                    Comment?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.payment-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Purchase": 12,
                 *       "Amount": 100,
                 *       "Date": "2026-04-01",
                 *       "Method": "bank_transfer"
                 *     }
                 */
                "application/json": {
                    Purchase: number | string;
                    Amount: number | string;
                    Date: string;
                    /**
                     * @default bank_transfer
                     * @enum {string}
                     */
                    Method?: "bank_transfer" | "cash" | "check" | "card" | "direct_debit" | "other";
                    Reference?: string | null;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.payment-delete": {
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
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example true */
                    "text/plain": "true";
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.payment-list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                supplier_id?: string;
                purchase_id?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListedPurchasePayment"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.settle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "CreditNote": 13,
                 *       "Invoice": 12,
                 *       "Date": "2026-04-01"
                 *     }
                 */
                "application/json": {
                    CreditNote: number | string;
                    Invoice?: number | string;
                    Amount?: number | string;
                    Date: string;
                };
            };
        };
        responses: {
            /** @description Done: the Reference (or Number, or id) of the record. */
            200: {
                headers: {
                    /** @description Where to get the record. */
                    Location?: string;
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /** @example Reference: 42 */
                    "text/plain": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.transfer-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Purchases": [
                 *         12,
                 *         13
                 *       ],
                 *       "ExecutionDate": "2026-04-15"
                 *     }
                 */
                "application/json": {
                    Purchases: (number | string)[];
                    ExecutionDate: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.transfer-get": {
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
            /** @description The file, byte for byte as it was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.transfer-list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListedTransfer"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.transfer-cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "Purchases": [
                 *         13
                 *       ]
                 *     }
                 */
                "application/json": {
                    Purchases?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledTransfer"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "purchases.transfer-status": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed (`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file, sent as the raw body (at most 1 MiB). */
        requestBody: {
            content: {
                "application/xml": string;
                "text/xml": string;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    /** @description `true` when this answer is the one kept for the Idempotency-Key, replayed. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledTransfer"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current state refuses the change. */
            409: {
                headers: {
                    /** @description Seconds to wait when the first request with this Idempotency-Key is still running. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 1 MiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of the type the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "catalog.movements": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovement"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "audit.list": {
        parameters: {
            query?: {
                limit?: string;
                cursor?: string;
                kind?: "invoice.issued" | "creditnote.issued" | "invoice.cancelled" | "payment.recorded" | "payment.deleted" | "export.made" | "lifecycle.deposited" | "lifecycle.issued" | "lifecycle.received" | "lifecycle.made_available" | "lifecycle.in_hand" | "lifecycle.approved" | "lifecycle.partially_approved" | "lifecycle.disputed" | "lifecycle.suspended" | "lifecycle.completed" | "lifecycle.refused" | "lifecycle.payment_sent" | "lifecycle.cashed" | "lifecycle.rejected" | "lifecycle.targeted" | "lifecycle.cancelled" | "lifecycle.routing_error" | "lifecycle.direct_payment_request" | "lifecycle.factored" | "lifecycle.factored_confidential" | "lifecycle.payment_account_changed" | "lifecycle.not_factored";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description The next page: `<url>; rel="next"`, when there is one. */
                    Link?: string;
                    /** @description The cursor of the next page, when there is one. */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"][];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "audit.verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalVerification"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "audit.archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archive"];
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "audit.archive-file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "invoice" | "estimate" | "creditnote";
                id: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, byte for byte as it was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                };
            };
            /** @description The request is not valid; `error.details` says where. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    /** @description The scheme to authenticate with: `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user may not use this operation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (or not of this account). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Past the account's limit; `Retry-After` says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the account's allowance comes back. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A fault on our side; nothing was changed by halves. Report it with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
