-- The list filters role, status and currentPlan together; without joint statistics the planner
-- multiplies their selectivities, misjudges rare combinations and walks a whole sort index.
CREATE STATISTICS IF NOT EXISTS "users_filter_stats" (dependencies, mcv) ON role, status, current_plan FROM users;
