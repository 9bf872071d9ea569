/** Access control at link time (JVMS 5.4.4): the test recompiles Secret from AccessChanged.java with private members. */
public class Access {
    public static void main(String[] args) {
        try {
            System.out.println("method " + Secret.peek());
        } catch (IllegalAccessError e) {
            System.out.println("method -> " + e);
        }
        try {
            System.out.println("field " + Secret.hidden);
        } catch (IllegalAccessError e) {
            System.out.println("field -> " + e);
        }
    }
}

class Secret {
    static int hidden = 1;
    static int peek() { return 2; }
}
