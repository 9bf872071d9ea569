package causal;

/**
 * Two threads each print a word, then two more holding the stream: six outputs ("a1 b1 a2 a3 b2
 * b3" among them: both first words, then one thread's pair before the other's). Every read of the
 * stream's buffers sees the same values in all six (each print empties them), so only the order
 * of the prints tells the executions apart: causal search must take it as part of the causal
 * model and reverse the order of two prints, as DPOR does. No violation.
 */
public class InterleavedPrints {
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> print("a"), "A");
        Thread b = new Thread(() -> print("b"), "B");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println();
    }

    private static void print(String name) {
        System.out.print(name + "1 ");
        synchronized (System.out) {
            System.out.print(name + "2 ");
            System.out.print(name + "3 ");
        }
    }
}
