/**
 * The bug-finding subject corpus: our own small versions of the classic subjects that papers on
 * systematic and randomized concurrency testing evaluate on (CHESS/ReEx and RankChecker's
 * Airline, Account, Allocation, BubbleSort, a cache, a pool, an appender and a logger; ConTest's
 * MergeSort, ProducerConsumer, LinkedList, Piper, BufWriter, PingPong, Manager; SIR's Clean,
 * BoundedBuffer, DiningPhilosophers, TwoStage; the reorder-N and work-stealing-queue shapes).
 * Each subject is one class whose {@code main} runs the buggy variant, and the fixed variant with
 * the argument {@code fixed}; a bug shows as an uncaught exception or a deadlock.
 * {@code SubjectsTest} asserts both verdicts and that every strategy finds every bug;
 * {@code jvsim bench} measures the strategies on them.
 */
package subjects;
