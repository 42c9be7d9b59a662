/** The webhook delivery function (not a route): deployed by the stack, run by the local webhook queue. */
export const WEBHOOK_DELIVERY_ENTRY = 'functions/webhooks/deliver.ts';
