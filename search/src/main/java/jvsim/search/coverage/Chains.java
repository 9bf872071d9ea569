package jvsim.search.coverage;

/**
 * The shape of seed 003's synthetic benchmark: m threads of n blocks each, every block of a thread
 * after the one before it and nothing else ordered (thread i's block j is block i * n + j).
 */
public record Chains(int threads, int blocks) implements SequenceSpace {
    public Chains {
        if (threads < 1 || blocks < 1) throw new IllegalArgumentException("jvsim: chains need at least one thread and one block: " + threads + " x " + blocks);
    }

    @Override public int size() { return threads * blocks; }

    @Override public int thread(int a) { return a / blocks; }

    @Override public boolean before(int a, int b) { return thread(a) == thread(b) && a < b; }

    @Override public boolean covered(int[] sequence) { return false; }
}
