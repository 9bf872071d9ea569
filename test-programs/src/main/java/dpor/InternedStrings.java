package dpor;

/**
 * String.intern under interleavings: two threads intern strings of equal contents, made at run
 * time; the first to intern makes its own string the canonical one, so which thread finds its
 * string canonical depends on the order. Each thread also interns contents of its own, canonical
 * in every schedule. Two final states, each reported as a distinct assertion failure.
 */
public class InternedStrings {
    static boolean pFirst, qFirst, pOwn, qOwn;

    /** A string made at run time, with contents no literal has (a literal is interned when its class first uses it). */
    static String make(String s) { return new StringBuilder(s).append('#').append(s.length()).toString(); }

    public static void main(String[] args) throws InterruptedException {
        Thread p = new Thread(() -> {
            String own = make("p-only");
            pOwn = own.intern() == own;
            String s = make("shared-contents");
            pFirst = s.intern() == s;
        });
        Thread q = new Thread(() -> {
            String own = make("q-only");
            qOwn = own.intern() == own;
            String s = make("shared-contents");
            qFirst = s.intern() == s;
        });
        p.start();
        q.start();
        p.join();
        q.join();
        if (pFirst == qFirst) throw new AssertionError("both or neither string canonical");
        throw new AssertionError("own " + pOwn + " " + qOwn + ", first " + (pFirst ? "p" : "q"));
    }
}
