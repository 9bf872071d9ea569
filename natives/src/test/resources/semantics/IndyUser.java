/** String concatenation whose invokedynamic the test re-points to IndyBootstraps. */
public class IndyUser {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            String s = "n=" + i + "!";
            System.out.println(s);
        }
    }
}
