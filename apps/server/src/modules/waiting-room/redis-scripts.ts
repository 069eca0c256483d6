import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run atomically on Redis: sent once, then called by its SHA-1; sent again after a Redis
 * restart or a SCRIPT FLUSH (NOSCRIPT).
 */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

/**
 * KEYS: passes (zset student → pass expiry), line (zset student → arrival number), seen (zset student →
 * last asked), since (hash student → arrival time), arrival (counter).
 * ARGV: student, now, pass idle ms, admit newcomer (1/0).
 * Answers {1} for a pass, or {0, position, line length, arrival time}.
 */
export const ENTER = new RedisScript(`
local passes, line, seen, since, arrival = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local student, now, passIdle = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local expires = redis.call('ZSCORE', passes, student)
if expires and tonumber(expires) > now then
  redis.call('ZADD', passes, now + passIdle, student)
  return {1}
end
local rank = redis.call('ZRANK', line, student)
if rank then
  redis.call('ZADD', seen, now, student)
  return {0, rank + 1, redis.call('ZCARD', line), tonumber(redis.call('HGET', since, student)) or now}
end
if ARGV[4] == '1' and redis.call('ZCARD', line) == 0 then
  redis.call('ZADD', passes, now + passIdle, student)
  return {1}
end
local number = redis.call('INCR', arrival)
redis.call('ZADD', line, number, student)
redis.call('ZADD', seen, now, student)
redis.call('HSET', since, student, now)
local length = redis.call('ZCARD', line)
return {0, length, length, now}
`);

/**
 * KEYS: passes, line, seen, since, admits (hash second → admitted), traffic (hash 'minute:kind' → count),
 * mode.
 * ARGV: now, admit, pass idle ms, place idle ms, minute number (ms / 60000), requests, server errors, refusals, queued.
 * Answers {admitted now, line length, passes, head's arrival time or '', admitted last minute, mode,
 * admitted in the last ten seconds}.
 */
export const TICK = new RedisScript(`
local passes, line, seen, since, admits, traffic, modeKey = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7]
local now, admit, passIdle, placeIdle = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', passes, '-inf', now)
local lapsed = redis.call('ZRANGEBYSCORE', seen, '-inf', now - placeIdle)
for _, student in ipairs(lapsed) do
  redis.call('ZREM', line, student)
  redis.call('HDEL', since, student)
end
if #lapsed > 0 then redis.call('ZREMRANGEBYSCORE', seen, '-inf', now - placeIdle) end
local admitted = 0
if admit > 0 then
  local heads = redis.call('ZPOPMIN', line, admit)
  for i = 1, #heads, 2 do
    local student = heads[i]
    redis.call('ZREM', seen, student)
    redis.call('HDEL', since, student)
    redis.call('ZADD', passes, now + passIdle, student)
    admitted = admitted + 1
  end
  if admitted > 0 then redis.call('HINCRBY', admits, math.floor(now / 1000), admitted) end
end
local lastMinute, lastTen, oldest = 0, 0, math.floor(now / 1000) - 60
local seconds = redis.call('HGETALL', admits)
for i = 1, #seconds, 2 do
  if tonumber(seconds[i]) <= oldest then
    redis.call('HDEL', admits, seconds[i])
  else
    lastMinute = lastMinute + tonumber(seconds[i + 1])
    if tonumber(seconds[i]) > oldest + 50 then lastTen = lastTen + tonumber(seconds[i + 1]) end
  end
end
local minute, kinds = ARGV[5], {'r', 'e', 'f', 'q'}
for i, kind in ipairs(kinds) do
  local count = tonumber(ARGV[5 + i])
  if count > 0 then redis.call('HINCRBY', traffic, minute .. ':' .. kind, count) end
  redis.call('HDEL', traffic, (tonumber(minute) - 16) .. ':' .. kind)
end
local first = redis.call('ZRANGE', line, 0, 0)
local headSince = ''
if #first > 0 then headSince = redis.call('HGET', since, first[1]) or '' end
return {admitted, redis.call('ZCARD', line), redis.call('ZCARD', passes), headSince, lastMinute,
  redis.call('GET', modeKey) or 'auto', lastTen}
`);
