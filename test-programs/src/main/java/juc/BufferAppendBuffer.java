package juc;

/**
 * Two threads: one appends a StringBuffer to another while a third party appends to the argument.
 * StringBuffer.append(StringBuffer) holds only its own lock: it reads the argument's length, grows
 * its array for it, then copies the argument's bytes, which may have grown in between (a JDK bug:
 * ArrayIndexOutOfBoundsException). Bug.
 */
public class BufferAppendBuffer {
    public static void main(String[] args) throws Exception {
        StringBuffer target = new StringBuffer();
        StringBuffer source = new StringBuffer("ab");
        Thread appender = new Thread(() -> target.append(source));
        appender.start();
        source.append("cdefghijklmnopqrstuvwxyz");
        appender.join();
        System.out.println(target.length());
    }
}
