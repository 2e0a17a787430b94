-- tokenBucket-1.lua: one token bucket step, the same arithmetic as decide() in token-bucket.ts
-- (read that file's header for the units and the formula). One call = one request.
--
-- Input:
--   KEYS[1]  the bucket's key (a hash: t = tokens in units, u = updatedMs)
--   ARGV[1]  capacity: requests per minute, an integer >= 1
--   ARGV[2]  optional "now" in epoch ms, for tests that replay a timeline; production omits it
--            and the script reads the Redis server's clock (TIME), one clock for every instance
-- Output:
--   { allowed (1|0), remaining, resetAt (epoch s), retryAfter (s) }
-- The key expires once the bucket would be full again (idle for a full refill), so idle
-- accounts cost no memory and a missing key means exactly "full".

local UNITS = 60000
local REFILL_MS = 60000

local capacity = tonumber(ARGV[1])
local now
if ARGV[2] and ARGV[2] ~= '' then
  now = math.floor(tonumber(ARGV[2]))
else
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

local full = capacity * UNITS
local units = full
local base = now
local saved = redis.call('HMGET', KEYS[1], 't', 'u')
if saved[1] and saved[2] then
  local tokens = tonumber(saved[1])
  local updated = tonumber(saved[2])
  local elapsed = math.min(math.max(now - updated, 0), REFILL_MS)
  units = math.min(full, tokens + elapsed * capacity)
  base = math.max(updated, now)
end

local allowed = units >= UNITS
if allowed then units = units - UNITS end
local msToFull = math.ceil((full - units) / capacity)
local msToToken = 0
if not allowed then msToToken = math.ceil((UNITS - units) / capacity) end

-- Integers up to 2^53 print exactly with %.0f; tostring would switch to exponent notation.
redis.call('HSET', KEYS[1], 't', string.format('%.0f', units), 'u', string.format('%.0f', base))
redis.call('PEXPIRE', KEYS[1], base - now + REFILL_MS)

local remaining = 0
local retryAfter = 0
if allowed then
  remaining = math.floor(units / UNITS)
else
  retryAfter = math.max(1, math.ceil((base - now + msToToken) / 1000))
end
local resetAt = math.ceil((base + msToFull) / 1000)
return { allowed and 1 or 0, remaining, resetAt, retryAfter }
