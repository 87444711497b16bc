-- A chat message may carry the id its sending client gave it (`clientMessageId`; the SDK sets one on every send and
-- keeps it across its retries). The room, the sender and that id are unique: a send the server runs a second time
-- (a retry that took over the Idempotency-Key claim of a process killed after it wrote the message but before it
-- answered, docs/accounts-security.md "Idempotency-Key") answers the message already written instead of a second.
ALTER TABLE chat_messages ADD COLUMN client_message_id text;
CREATE UNIQUE INDEX chat_messages_client_message_id ON chat_messages (room_id, sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
