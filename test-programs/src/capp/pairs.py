#!/usr/bin/env python3
"""Writes the CAPP corpus's two versions of each program (old: correct, new: the change that brings
a concurrency bug) from one template per pair, so that both versions have the same lines but the
changed ones. Run from test-programs/src/capp: python3 pairs.py (the sources are committed)."""
import os

NOISE = '''
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }'''

PAIRS = {
'CounterSync': ('lost update: the increment loses its lock', '''
public class CounterSync {
    static final class Counter {
        int count;
        @@synchronized void inc() { count++; }|void inc() { count++; }@@
    }
    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { c.inc(); s.work(); });
        Thread t2 = new Thread(() -> { c.inc(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (c.count != 2) throw new IllegalStateException("lost update: count " + c.count);
    }
'''),
'AccountSplit': ('atomicity violation: check and withdrawal in two critical sections', '''
public class AccountSplit {
    static final class Account {
        int balance = 100;
        boolean withdraw(int amount) {
            boolean ok;
            @@synchronized (this) { ok = balance >= amount; if (ok) balance -= amount; }|synchronized (this) { ok = balance >= amount; }@@
            @@if (!ok) return false;|if (!ok) return false; synchronized (this) { balance -= amount; }@@
            return true;
        }
    }
    public static void main(String[] args) throws Exception {
        Account a = new Account();
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { a.withdraw(60); s.work(); });
        Thread t2 = new Thread(() -> { a.withdraw(60); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (a.balance < 0) throw new IllegalStateException("overdrawn: balance " + a.balance);
    }
'''),
'InitOrder': ('order violation: the worker starts before what it reads is published', '''
public class InitOrder {
    static final class Config { final int value = 7; }
    static Config config;
    static int seen;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread worker = new Thread(() -> { seen = config.value; s.work(); });
        Thread other = new Thread(s::work);
        other.start();
        @@config = new Config();|worker.start();@@
        @@worker.start();|config = new Config();@@
        s.work();
        worker.join(); other.join();
        if (seen != 7) throw new IllegalStateException("seen " + seen);
    }
'''),
'TransferDeadlock': ('deadlock: locks taken in argument order, not by id', '''
public class TransferDeadlock {
    static final class Account {
        final int id; int balance = 10;
        Account(int id) { this.id = id; }
    }
    static void transfer(Account from, Account to, int amount) {
        @@Account first = from.id < to.id ? from : to, second = first == from ? to : from;|Account first = from, second = to;@@
        synchronized (first) { synchronized (second) { from.balance -= amount; to.balance += amount; } }
    }
    public static void main(String[] args) throws Exception {
        Account a = new Account(1), b = new Account(2);
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { s.work(); transfer(a, b, 1); });
        Thread t2 = new Thread(() -> { s.work(); transfer(b, a, 1); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (a.balance + b.balance != 20) throw new IllegalStateException("money lost");
    }
'''),
'LazyInit': ('atomicity violation: lazy initialization without its lock', '''
public class LazyInit {
    static int created;
    static final class Resource { Resource() { created++; } }
    static Resource instance;
    @@static synchronized Resource get() {|static Resource get() {@@
        if (instance == null) instance = new Resource();
        return instance;
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { get(); s.work(); });
        Thread t2 = new Thread(() -> { get(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (created != 1) throw new IllegalStateException("created " + created + " resources");
    }
'''),
'LostNotify': ('lost wake-up: the condition is checked outside the lock, then waited for without a loop', '''
public class LostNotify {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread waiter = new Thread(() -> {
            try {
                @@synchronized (lock) { while (!ready) lock.wait(); }|if (!ready) { synchronized (lock) { lock.wait(); } }@@
            } catch (InterruptedException e) { throw new IllegalStateException(e); }
            s.work();
        });
        Thread notifier = new Thread(() -> { synchronized (lock) { ready = true; lock.notifyAll(); } s.work(); });
        waiter.start(); notifier.start(); waiter.join(); notifier.join();
    }
'''),
'AtomicGetSet': ('lost update: an atomic increment made a get and a set', '''
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicGetSet {
    static final AtomicInteger count = new AtomicInteger();
    static void hit() {
        @@count.incrementAndGet();|count.set(count.get() + 1);@@
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { hit(); s.work(); });
        Thread t2 = new Thread(() -> { hit(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (count.get() != 2) throw new IllegalStateException("lost update: count " + count.get());
    }
'''),
'EarlyUnlock': ('lost update: the lock is released before the write', '''
import java.util.concurrent.locks.ReentrantLock;

public class EarlyUnlock {
    static final ReentrantLock lock = new ReentrantLock();
    static int value;
    static void inc() {
        @@lock.lock(); try { int v = value; value = v + 1; } finally { lock.unlock(); }|int v; lock.lock(); try { v = value; } finally { lock.unlock(); } value = v + 1;@@
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { inc(); s.work(); });
        Thread t2 = new Thread(() -> { inc(); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (value != 2) throw new IllegalStateException("lost update: value " + value);
    }
'''),
'MapCheckThenPut': ('atomicity violation: a merge made a get and a put on a ConcurrentHashMap', '''
import java.util.concurrent.ConcurrentHashMap;

public class MapCheckThenPut {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    static void count(String key) {
        @@counts.merge(key, 1, Integer::sum);|Integer old = counts.get(key); counts.put(key, old == null ? 1 : old + 1);@@
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { count("k"); s.work(); });
        Thread t2 = new Thread(() -> { count("k"); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (counts.get("k") != 2) throw new IllegalStateException("lost count: " + counts.get("k"));
    }
'''),
'LatchOrder': ('order violation: the latch is counted down before the result is written', '''
import java.util.concurrent.CountDownLatch;

public class LatchOrder {
    static final CountDownLatch done = new CountDownLatch(1);
    static int result;
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread worker = new Thread(() -> {
            @@result = 42;|done.countDown();@@
            @@done.countDown();|result = 42;@@
            s.work();
        });
        Thread other = new Thread(s::work);
        worker.start(); other.start();
        done.await();
        if (result != 42) throw new IllegalStateException("result " + result + " before it was written");
        worker.join(); other.join();
    }
'''),
'LockOrder': ('deadlock: a second path takes two ReentrantLocks in the other order', '''
import java.util.concurrent.locks.ReentrantLock;

public class LockOrder {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static int shared;
    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock(); try { second.lock(); try { shared++; } finally { second.unlock(); } } finally { first.unlock(); }
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { s.work(); both(a, b); });
        @@Thread t2 = new Thread(() -> { s.work(); both(a, b); });|Thread t2 = new Thread(() -> { s.work(); both(b, a); });@@
        t1.start(); t2.start(); t1.join(); t2.join();
        if (shared != 2) throw new IllegalStateException("shared " + shared);
    }
'''),
'SemaphorePermits': ('lost update: a semaphore guarding a counter gets two permits', '''
import java.util.concurrent.Semaphore;

public class SemaphorePermits {
    @@static final Semaphore guard = new Semaphore(1);|static final Semaphore guard = new Semaphore(2);@@
    static int value;
    static void inc() throws InterruptedException {
        guard.acquire(); try { value = value + 1; } finally { guard.release(); }
    }
    public static void main(String[] args) throws Exception {
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { try { inc(); } catch (InterruptedException e) { throw new IllegalStateException(e); } s.work(); });
        Thread t2 = new Thread(() -> { try { inc(); } catch (InterruptedException e) { throw new IllegalStateException(e); } s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (value != 2) throw new IllegalStateException("lost update: value " + value);
    }
'''),
}

import re
for name, (what, body) in PAIRS.items():
    for version, pick in (('old', 0), ('new', 1)):
        def sub(m):
            return m.group(1).split('|')[pick]
        text = re.sub(r'@@(.*?)@@', sub, body)
        header = 'package capp.%s;\n' % name.lower()
        doc = '\n/** CAPP corpus, %s version: %s. */' % ('correct (old)' if pick == 0 else 'changed (new)', what)
        # the imports come right after the package line, the class comment before the class
        lines = text.strip('\n').split('\n')
        imports = [l for l in lines if l.startswith('import ')]
        rest = [l for l in lines if not l.startswith('import ') and l.strip() != '' or False]
        src = header + ('\n' + '\n'.join(imports) + '\n' if imports else '') + doc + '\n' + '\n'.join(l for l in lines if not l.startswith('import ') and not (l == '' and imports))
        src = src.rstrip('\n') + '\n' + NOISE.strip('\n') + '\n}\n'
        d = os.path.join(version, 'java', 'capp', name.lower())
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, name + '.java'), 'w').write(src)
