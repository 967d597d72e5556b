"""The requirements audit: every stated requirement checked against the written case."""
