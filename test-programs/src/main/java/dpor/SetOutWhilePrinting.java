package dpor;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

/**
 * A thread prints while main redirects System.out to a buffer: the line goes to the original
 * stream or to the buffer depending on the order, and main reports which after putting the
 * original back. System.setOut is a native's write of the static final field System.out, which
 * println's caller reads; a search must order the two. No violation; two outputs ("printed" then
 * "to the original", or "to the buffer").
 */
public class SetOutWhilePrinting {
    public static void main(String[] args) throws InterruptedException {
        PrintStream original = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        Thread t = new Thread(() -> System.out.println("printed"));
        t.start();
        System.setOut(new PrintStream(buffer, true));
        t.join();
        System.setOut(original);
        System.out.println(buffer.size() == 0 ? "to the original" : "to the buffer");
    }
}
