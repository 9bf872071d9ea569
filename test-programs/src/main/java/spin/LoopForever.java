package spin;

/** One thread, in a loop that reads and writes nothing: a non-termination at once. */
public class LoopForever {
    public static void main(String[] args) {
        while (true) { }
    }
}
