-- Whether this build has a module's screens (openapi/services-status.yaml, `released`), distinct
-- from the operators' `active` switch. Set from server/services-status/modules.ts on every start.
alter table services_status add column released boolean not null default false;
