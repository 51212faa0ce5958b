-- Issue 18, point 10d: pg_cron records every run in cron.job_run_details and never deletes one:
-- the send-emails sweeper alone adds 1,440 rows a day, all jobs ~1,800. Supabase's advice (its
-- pg_cron guide, and the cleanup job the dashboard offers under Integrations › Cron) is a daily
-- job keeping a week of history; the same name, schedule and command, so the dashboard
-- recognises it as its own. Scheduled as postgres, as every job of this project: on hosted
-- postgres may delete from cron.job_run_details (extensions.grant_pg_cron_access) and bypasses
-- its row-level security, so every job's old runs go, not only postgres's; the local stack's
-- pg_cron (supabase/local/platform.sql, cron.ts) has the same grants and runs it the same way.
select cron.schedule(
  'delete-job-run-details',
  '0 12 * * *',
  $$DELETE FROM cron.job_run_details WHERE end_time < now() - interval '7 days'$$
);
