// Calls of this service are declared here with defineCall (see report.ts for the form).
export {};
