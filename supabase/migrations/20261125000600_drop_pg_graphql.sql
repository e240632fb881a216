-- Hosted projects come with pg_graphql, which serves /graphql/v1 beside the
-- REST API. The app never uses it, and it is a second way into the same
-- tables and functions that our tests do not cover: a single GraphQL request
-- can repeat the same field under many aliases (one HTTP request, many reads),
-- which PostgREST's one-resource-per-request shape does not allow. Supabase
-- documents disabling it by dropping the extension (the dashboard's toggle
-- does the same). A no-op where it is not installed (the local stand-in).
drop extension if exists pg_graphql;
