"""Route family documents (spec 4.6): files on records, kept in S3 under the firm's prefix with their
metadata in DynamoDB, and the firm's usage this month (storage, AI credits)."""
